/** Create Account form: First Name, Last Name, Email, Username (optional), Password, Confirm Password. */
import { useState, type FormEvent } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { useSignup, type SignupBody } from "../api/use-auth-actions";
import { PasswordInput } from "@/components/ui/password-input";

const EMPTY: SignupBody = { firstName: "", lastName: "", email: "", username: "", password: "", confirmPassword: "" };

/** Renders the sign-up form. Only the spec's screen checks run here; the server applies the full rules. */
export function SignUpForm() {
  const [form, setForm] = useState<SignupBody>(EMPTY);
  const signup = useSignup();
  const bind = (key: keyof SignupBody) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.email.trim() || !form.firstName.trim() || !form.lastName.trim() || !form.password) {
      toast({ variant: "destructive", title: "Validation Error", description: "Please fill in all required fields." });
      return;
    }
    if (form.password !== form.confirmPassword) {
      toast({ variant: "destructive", title: "Validation Error", description: "Passwords don't match." });
      return;
    }
    signup.mutate(
      { ...form, email: form.email.trim(), username: form.username.trim() },
      {
        onSuccess: () =>
          toast({
            variant: "success",
            title: "Account Created!",
            description: "Welcome to HustleForge! Pick a plan to start building.",
          }),
        onError: (err) =>
          toast({
            variant: "destructive",
            title: "Signup Failed",
            description: errorDetail(err) || "Failed to create account. Please try again.",
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label="First Name" htmlFor="signup-first-name" required>
          <Input id="signup-first-name" autoComplete="given-name" {...bind("firstName")} />
        </Field>
        <Field label="Last Name" htmlFor="signup-last-name" required>
          <Input id="signup-last-name" autoComplete="family-name" {...bind("lastName")} />
        </Field>
      </div>
      <Field label="Email" htmlFor="signup-email" required>
        <Input id="signup-email" type="email" autoComplete="email" placeholder="you@example.com" {...bind("email")} />
      </Field>
      <Field label="Username (optional)" htmlFor="signup-username" hint="At least 3 characters: letters, numbers, dots, dashes or underscores.">
        <Input id="signup-username" autoComplete="username" {...bind("username")} />
      </Field>
      <Field label="Password" htmlFor="signup-password" required hint="At least 6 characters.">
        <PasswordInput id="signup-password" autoComplete="new-password" {...bind("password")} />
      </Field>
      <Field label="Confirm Password" htmlFor="signup-confirm-password" required>
        <PasswordInput id="signup-confirm-password" autoComplete="new-password" {...bind("confirmPassword")} />
      </Field>
      <Button type="submit" variant="gradient" size="lg" disabled={signup.isPending} className="mt-1 w-full">
        {signup.isPending && <Loader2 aria-hidden className="animate-spin" />}
        {signup.isPending ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}
