/**
 * /reset-password?token=...: the page the reset mail opens (signed in or not). New password and confirmation,
 * errors beside their fields; on success every session has ended, so it returns to the sign-in screen.
 */
import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { KeyRound, Loader2, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { toast } from "@/hooks/use-toast";
import { ApiError, errorDetail } from "@/lib/api-client";
import { useResetPassword } from "../api/use-account-actions";
import { Logo } from "@/components/ui/logo";
import { PasswordInput } from "@/components/ui/password-input";

type Errors = { password?: string; confirmPassword?: string; form?: string };

/** The sign-up rules and messages (docs/spec-notes.md#validation-messages), checked here before sending. */
function check(password: string, confirmPassword: string): Errors {
  const errors: Errors = {};
  if (password.length < 6) errors.password = "Password must be at least 6 characters";
  if (password !== confirmPassword) errors.confirmPassword = "Passwords don't match";
  return errors;
}

/** Maps the server's validation details onto the fields; anything else is a form-level message. */
function fromServer(err: unknown): Errors {
  if (err instanceof ApiError && err.code === "validation_error") {
    const details = (err.body as { details?: { path: string; message: string }[] } | undefined)?.details ?? [];
    const errors: Errors = {};
    for (const d of details) if (d.path === "password" || d.path === "confirmPassword") errors[d.path] ??= d.message;
    if (errors.password || errors.confirmPassword) return errors;
  }
  return { form: errorDetail(err) || "Something went wrong. Please try again." };
}

export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const reset = useResetPassword();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = check(password, confirmPassword);
    setErrors(found);
    if (found.password || found.confirmPassword) return;
    reset.mutate(
      { token, password, confirmPassword },
      {
        onSuccess: (answer) => {
          toast({ variant: "success", title: "Password reset", description: answer.message });
          navigate("/", { replace: true });
        },
        onError: (err) => setErrors(fromServer(err)),
      },
    );
  };

  return (
    <div className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-10 sm:items-center">
      <main className="w-full max-w-md">
        <Link
          to="/"
          aria-label="HustleForge home"
          className="mx-auto mb-6 flex w-fit rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <Logo />
        </Link>
        <section
          aria-labelledby="reset-title"
          className="rounded-3xl border border-slate-200 bg-white p-5 shadow-xl shadow-brand-900/5 sm:p-8"
        >
          <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
            <KeyRound aria-hidden className="size-6" />
          </span>
          <h1 id="reset-title" className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
            Choose a new password
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            Setting it signs you out on every device; then sign in with the new one.
          </p>

          {!token ? (
            <LinkProblem message="This link is missing its token. Open the link from the email again, or ask for a new one." />
          ) : (
            <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4">
              {errors.form && <LinkProblem message={errors.form} />}
              <Field
                label="New password"
                htmlFor="reset-password"
                required
                error={errors.password}
                hint="At least 6 characters."
              >
                <PasswordInput
                  id="reset-password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </Field>
              <Field
                label="Confirm new password"
                htmlFor="reset-confirm-password"
                required
                error={errors.confirmPassword}
              >
                <PasswordInput
                  id="reset-confirm-password"
                  autoComplete="new-password"
                  value={confirmPassword}
                  onChange={(e) => setConfirmPassword(e.target.value)}
                />
              </Field>
              <Button type="submit" variant="gradient" size="lg" disabled={reset.isPending} className="mt-1 w-full">
                {reset.isPending && <Loader2 aria-hidden className="animate-spin" />}
                {reset.isPending ? "Saving..." : "Set new password"}
              </Button>
            </form>
          )}
          <p className="mt-6 text-center text-sm text-slate-600">
            <Link
              to="/"
              className="rounded font-semibold text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              Back to sign in
            </Link>
          </p>
        </section>
      </main>
    </div>
  );
}

function LinkProblem({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="mt-6 flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 first:mt-0"
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-red-700" />
      <p>{message}</p>
    </div>
  );
}
