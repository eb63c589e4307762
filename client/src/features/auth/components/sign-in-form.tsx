/** Sign-in form: 'Email or Username' and 'Password', with the spec's toasts. */
import { useState, type FormEvent } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { useLogin } from "../api/use-auth-actions";
import { PasswordInput } from "./password-input";

/** Renders the sign-in form; 'Forgot password?' calls `onForgotPassword`. */
export function SignInForm({ onForgotPassword }: { onForgotPassword?: () => void }) {
  const [emailOrUsername, setEmailOrUsername] = useState("");
  const [password, setPassword] = useState("");
  const login = useLogin();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!emailOrUsername.trim() || !password) {
      toast({ variant: "destructive", title: "Validation Error", description: "Please fill in all fields." });
      return;
    }
    login.mutate(
      { emailOrUsername: emailOrUsername.trim(), password },
      {
        onSuccess: () => toast({ variant: "success", title: "Welcome back!", description: "You've successfully logged in." }),
        onError: (err) =>
          toast({
            variant: "destructive",
            title: "Login Failed",
            description: errorDetail(err) || "Invalid credentials. Please try again.",
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label="Email or Username" htmlFor="signin-identifier">
        <Input
          id="signin-identifier"
          autoComplete="username"
          value={emailOrUsername}
          onChange={(e) => setEmailOrUsername(e.target.value)}
          placeholder="you@example.com or your username"
        />
      </Field>
      <Field label="Password" htmlFor="signin-password">
        <PasswordInput
          id="signin-password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
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
    </form>
  );
}
