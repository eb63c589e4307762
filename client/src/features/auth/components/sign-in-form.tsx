/** Sign-in form: 'Email or Username' and 'Password', with the spec's toasts; fields show their own errors. */
import { Loader2 } from "lucide-react";
import { loginSchema, type LoginInput } from "@shared/contracts/auth";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { TextField } from "@/components/form/text-fields";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { useLogin } from "../api/use-auth-actions";

/** Renders the sign-in form; 'Forgot password?' calls `onForgotPassword`; `onTwoFactor` when a code comes next. */
export function SignInForm({
  onForgotPassword,
  onTwoFactor,
}: {
  onForgotPassword?: () => void;
  onTwoFactor?: () => void;
}) {
  const form = useSchemaForm(loginSchema, { emailOrUsername: "", password: "" });
  const login = useLogin();

  const handleValid = (values: LoginInput) =>
    login.mutate(values, {
      onSuccess: (answer) =>
        "twoFactorRequired" in answer
          ? onTwoFactor?.()
          : toast({ variant: "success", title: "Welcome back!", description: "You've successfully logged in." }),
      onError: (err) => {
        applyServerErrors(err, form.setError, ["emailOrUsername", "password"]);
        toast({
          variant: "destructive",
          title: "Login Failed",
          description: errorDetail(err) || "Invalid credentials. Please try again.",
        });
      },
    });
  const handleInvalid = () =>
    toast({ variant: "destructive", title: "Validation Error", description: "Please fill in all fields." });

  return (
    <SchemaForm
      form={form}
      schema={loginSchema}
      onValid={handleValid}
      onInvalid={handleInvalid}
      className="flex flex-col gap-4"
    >
      <TextField
        name="emailOrUsername"
        id="signin-identifier"
        label="Email or Username"
        autoComplete="username"
        placeholder="you@example.com or your username"
      />
      <TextField
        name="password"
        id="signin-password"
        type="password"
        label="Password"
        autoComplete="current-password"
      />
      {onForgotPassword && (
        <button
          type="button"
          onClick={onForgotPassword}
          className="-mt-2 self-end rounded text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          Forgot password?
        </button>
      )}
      <Button type="submit" variant="gradient" size="lg" disabled={login.isPending} className="mt-1 w-full">
        {login.isPending && <Loader2 aria-hidden className="animate-spin" />}
        {login.isPending ? "Signing in..." : "Sign In"}
      </Button>
    </SchemaForm>
  );
}
