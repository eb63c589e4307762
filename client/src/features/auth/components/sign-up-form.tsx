/** Create Account form: First Name, Last Name, Email, Username (optional), Password, Confirm Password. */
import { Loader2 } from "lucide-react";
import type { FieldErrors } from "react-hook-form";
import { signupSchema, type SignupInput } from "@shared/contracts/auth";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { TextField } from "@/components/form/text-fields";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { useSignup } from "../api/use-auth-actions";

const FIELDS = ["firstName", "lastName", "email", "username", "password", "confirmPassword"] as const;
const REQUIRED = ["email", "firstName", "lastName", "password"] as const;

/** Renders the sign-up form: the spec's toasts, and each rule's message beside its field. */
export function SignUpForm() {
  const form = useSchemaForm(signupSchema, {
    firstName: "",
    lastName: "",
    email: "",
    username: "",
    password: "",
    confirmPassword: "",
  });
  const signup = useSignup();

  const handleValid = (values: SignupInput) =>
    signup.mutate(
      { ...values, username: values.username ?? "" },
      {
        onSuccess: () =>
          toast({
            variant: "success",
            title: "Account Created!",
            description: "Welcome to HustleForge! Pick a plan to start building.",
          }),
        onError: (err) => {
          applyServerErrors(err, form.setError, FIELDS);
          toast({
            variant: "destructive",
            title: "Signup Failed",
            description: errorDetail(err) || "Failed to create account. Please try again.",
          });
        },
      },
    );

  // The specification's toasts (docs/spec-notes.md#validation-messages) come first; the fields name every other rule.
  const handleInvalid = (errors: FieldErrors<{ confirmPassword: string }>) => {
    const values = form.getValues();
    const missing = REQUIRED.some((key) => !String(values[key] ?? "").trim());
    if (missing)
      toast({ variant: "destructive", title: "Validation Error", description: "Please fill in all required fields." });
    else if (errors.confirmPassword)
      toast({ variant: "destructive", title: "Validation Error", description: "Passwords don't match." });
  };

  return (
    <SchemaForm
      form={form}
      schema={signupSchema}
      onValid={handleValid}
      onInvalid={handleInvalid}
      className="flex flex-col gap-4"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField name="firstName" id="signup-first-name" label="First Name" required autoComplete="given-name" />
        <TextField name="lastName" id="signup-last-name" label="Last Name" required autoComplete="family-name" />
      </div>
      <TextField
        name="email"
        id="signup-email"
        type="email"
        label="Email"
        required
        autoComplete="email"
        placeholder="you@example.com"
      />
      <TextField
        name="username"
        id="signup-username"
        label="Username (optional)"
        autoComplete="username"
        hint="At least 3 characters: letters, numbers, dots, dashes or underscores."
      />
      <TextField
        name="password"
        id="signup-password"
        type="password"
        label="Password"
        required
        autoComplete="new-password"
        hint="At least 6 characters."
      />
      <TextField
        name="confirmPassword"
        id="signup-confirm-password"
        type="password"
        label="Confirm Password"
        required
        autoComplete="new-password"
      />
      <Button type="submit" variant="gradient" size="lg" disabled={signup.isPending} className="mt-1 w-full">
        {signup.isPending && <Loader2 aria-hidden className="animate-spin" />}
        {signup.isPending ? "Creating account..." : "Create Account"}
      </Button>
    </SchemaForm>
  );
}
