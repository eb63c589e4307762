/**
 * /reset-password?token=...: the page the reset mail opens (signed in or not). New password and confirmation on
 * the form kit, checked by the reset schema of shared/contracts/auth.ts (the sign-up rules and messages), errors
 * beside their fields; on success every session has ended, so it returns to the sign-in screen.
 *
 * /undo-email-change?token=... is the same page for the undo link mailed to the old address after an email change
 * (docs/guide/accounts.md#when-your-email-changes): the address comes back with the new password typed here.
 */
import { Link, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { KeyRound, Loader2, TriangleAlert } from "lucide-react";
import { resetPasswordSchema } from "@shared/contracts/auth";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { TextField } from "@/components/form/text-fields";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { useResetPassword, useUndoEmailChange } from "../api/use-account-actions";
import { Logo } from "@/components/ui/logo";

export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const undo = useLocation().pathname === "/undo-email-change";
  const text = undo ? UNDO : RESET;
  // The token rides along as a value of the form, so the schema checks it with the passwords.
  const form = useSchemaForm(resetPasswordSchema, { token, password: "", confirmPassword: "" });
  const resetPassword = useResetPassword();
  const undoChange = useUndoEmailChange();
  const reset = undo ? undoChange : resetPassword;
  const { errors } = form.formState;
  // A refused token or any other refusal of the link is said above the fields; the password rules beside them.
  const linkProblem = errors.root?.message ?? errors.token?.message;

  const submit = (values: { token: string; password: string; confirmPassword: string }) =>
    reset.mutate(values, {
      onSuccess: (answer) => {
        toast({ variant: "success", title: text.done, description: answer.message });
        navigate("/", { replace: true });
      },
      onError: (err) => {
        if (!applyServerErrors(err, form.setError, ["password", "confirmPassword"]))
          form.setError("root", {
            type: "server",
            message: errorDetail(err) || "Something went wrong. Please try again.",
          });
      },
    });

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
            {text.title}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{text.lead}</p>

          {!token ? (
            <LinkProblem message="This link is missing its token. Open the link from the email again, or ask for a new one." />
          ) : (
            <SchemaForm form={form} schema={resetPasswordSchema} onValid={submit} className="mt-6 flex flex-col gap-4">
              {linkProblem && <LinkProblem message={linkProblem} />}
              <TextField
                name="password"
                id="reset-password"
                type="password"
                label="New password"
                required
                hint="At least 6 characters."
                autoComplete="new-password"
              />
              <TextField
                name="confirmPassword"
                id="reset-confirm-password"
                type="password"
                label="Confirm new password"
                required
                autoComplete="new-password"
              />
              <Button type="submit" variant="gradient" size="lg" disabled={reset.isPending} className="mt-1 w-full">
                {reset.isPending && <Loader2 aria-hidden className="animate-spin" />}
                {reset.isPending ? "Saving..." : text.submit}
              </Button>
            </SchemaForm>
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

const RESET = {
  title: "Choose a new password",
  lead: "Setting it signs you out on every device; then sign in with the new one.",
  submit: "Set new password",
  done: "Password reset",
};
const UNDO = {
  title: "Undo the email change",
  lead: "Your account gets back the address this link was mailed to. Choose a new password too: whoever changed the email may know the old one. Every device is signed out.",
  submit: "Put my email back",
  done: "Email change undone",
};

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
