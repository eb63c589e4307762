/**
 * 'Forgot password?': one email field on the form kit, checked by the schema of shared/contracts/auth.ts; the
 * answer is neutral whether or not an account uses the address.
 */
import { Loader2, MailCheck } from "lucide-react";
import { forgotPasswordSchema } from "@shared/contracts/auth";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { TextField } from "@/components/form/text-fields";
import { Button } from "@/components/ui/button";
import { errorDetail } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { useForgotPassword } from "../api/use-account-actions";

/** Renders the form, then the confirmation; `onBack` returns to the sign-in form. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const form = useSchemaForm(forgotPasswordSchema, { email: "" });
  const forgot = useForgotPassword();

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
    <SchemaForm
      form={form}
      schema={forgotPasswordSchema}
      onValid={(values) =>
        forgot.mutate(values, {
          onError: (err) => {
            if (!applyServerErrors(err, form.setError, ["email"]))
              form.setError("email", {
                type: "server",
                message: errorDetail(err) || "Something went wrong. Please try again.",
              });
          },
        })
      }
      className="flex flex-col gap-4"
    >
      <TextField
        name="email"
        id="forgot-email"
        type="email"
        label="Email"
        autoComplete="email"
        placeholder="you@example.com"
        hint="We'll email you a link to choose a new password."
      />
      <Button type="submit" variant="gradient" size="lg" disabled={forgot.isPending} className="mt-1 w-full">
        {forgot.isPending && <Loader2 aria-hidden className="animate-spin" />}
        {forgot.isPending ? "Sending..." : "Send reset link"}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
        Back to sign in
      </Button>
    </SchemaForm>
  );
}
