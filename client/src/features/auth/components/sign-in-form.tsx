/**
 * Sign-in form: 'Email or Username' and 'Password', with the spec's toasts; fields show their own errors. Its
 * schema (and Zod) loads when focus enters the form or at the first submit, not with the sign-in screen
 * (docs/decisions/1500-sign-in-screen-loads-only-itself.md).
 */
import { Loader2 } from "lucide-react";
import type { LoginInput } from "@shared/contracts/auth";
import { SchemaForm, useDeferredSchemaForm } from "@/components/form/form-root";
import { TextField } from "@/components/form/text-fields";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { useLogin } from "../api/use-auth-actions";

const loadLoginSchema = () => import("@shared/contracts/auth").then((m) => ({ schema: m.loginSchema }));

/** Renders the sign-in form; 'Forgot password?' calls `onForgotPassword`; `onTwoFactor` when a code comes next. */
export function SignInForm({
  onForgotPassword,
  onForgotPasswordIntent,
  onTwoFactor,
}: {
  onForgotPassword?: () => void;
  /** The pointer or focus reached 'Forgot password?' (the panel fetches that form ahead of the click). */
  onForgotPasswordIntent?: () => void;
  onTwoFactor?: () => void;
}) {
  const { form, schema, prepare } = useDeferredSchemaForm(loadLoginSchema, { emailOrUsername: "", password: "" });
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
      schema={schema}
      onValid={handleValid}
      onInvalid={handleInvalid}
      onFocus={() => void prepare().catch(() => undefined)}
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
          onPointerEnter={onForgotPasswordIntent}
          onFocus={onForgotPasswordIntent}
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
