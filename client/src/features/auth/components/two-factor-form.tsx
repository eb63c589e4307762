/** The second step of sign-in: the 6-digit code from the authenticator app, or one of the recovery codes. */
import { useState, type FormEvent } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { ApiError, errorDetail } from "@/lib/api-client";
import { useTwoFactorSignIn } from "../api/use-auth-actions";

export function TwoFactorForm({ onBack }: { onBack: () => void }) {
  const [code, setCode] = useState("");
  const signIn = useTwoFactorSignIn();
  const error = signIn.error ? errorDetail(signIn.error) : undefined;
  const expired = signIn.error instanceof ApiError && signIn.error.status === 401;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    signIn.mutate(code.trim(), {
      onSuccess: (answer) => {
        // A pending deletion opened its own screen (docs/guide/your-data.md): no toast beside it.
        if (!("deletionPending" in answer))
          toast({ variant: "success", title: "Welcome back!", description: "You've successfully logged in." });
      },
    });
  };

  return (
    <form onSubmit={submit} className="mt-5 flex flex-col gap-4" noValidate>
      <Field
        label="Code"
        htmlFor="signin-code"
        error={expired ? undefined : error}
        hint="From your authenticator app, or a recovery code."
      >
        <Input
          id="signin-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          className="font-mono tracking-widest"
        />
      </Field>
      {expired && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" variant="gradient" size="lg" disabled={signIn.isPending} className="w-full">
        {signIn.isPending && <Loader2 aria-hidden className="animate-spin" />}
        {signIn.isPending ? "Checking..." : "Verify and sign in"}
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="self-center rounded text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        Back to sign in
      </button>
    </form>
  );
}
