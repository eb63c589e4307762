/** 'Forgot password?': one email field; the answer is neutral whether or not an account uses the address. */
import { useState, type FormEvent } from "react";
import { Loader2, MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorDetail } from "@/lib/api-client";
import { useForgotPassword } from "../api/use-account-actions";

/** Renders the form, then the confirmation; `onBack` returns to the sign-in form. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const forgot = useForgotPassword();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return setError("Please enter a valid email address");
    setError(undefined);
    forgot.mutate(
      { email: value },
      { onError: (err) => setError(errorDetail(err) || "Something went wrong. Please try again.") },
    );
  };

  if (forgot.isSuccess)
    return (
      <div role="status" className="flex flex-col gap-4">
        <div className="flex gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
          <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <p>
            <span className="font-semibold">Check your inbox.</span> {forgot.data.message}
          </p>
        </div>
        <Button type="button" variant="outline" size="lg" className="w-full" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label="Email" htmlFor="forgot-email" error={error} hint="We'll email you a link to choose a new password.">
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      <Button type="submit" variant="gradient" size="lg" disabled={forgot.isPending} className="mt-1 w-full">
        {forgot.isPending && <Loader2 aria-hidden className="animate-spin" />}
        {forgot.isPending ? "Sending..." : "Send reset link"}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
