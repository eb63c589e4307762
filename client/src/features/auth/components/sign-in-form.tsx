/**
 * Sign-in form: 'Email or Username' and 'Password', with the spec's toasts; fields show their own errors.
 *
 * The one form of the sign-in screen, so it is written without the form kit (react-hook-form) and loads its
 * schema, and Zod with it, when focus enters the form or at the first submit
 * (docs/decisions/1500-sign-in-screen-loads-only-itself.md). It keeps the kit's behaviour: the login schema of
 * shared/contracts/auth.ts checks the fields on submit and, after the first submit, a field again at each change;
 * errors show beside their field in plain words and the first refused field takes the focus; a 400's details land
 * on their fields; the identifier carries the schema's maximum length and its counter near the limit.
 */
import { useRef, useState, type FormEvent } from "react";
import { Loader2 } from "lucide-react";
import type { LoginInput, loginSchema } from "@shared/contracts/auth";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { applyServerErrors, plainMessage } from "@/lib/form-errors";
import { maxLengthOf } from "@/lib/schema-limits";
import { useLogin } from "../api/use-auth-actions";

type Name = keyof LoginInput;
type Errors = Partial<Record<Name, string>>;
type LoginSchema = typeof loginSchema;

const FIELDS: readonly Name[] = ["emailOrUsername", "password"];

let loading: Promise<LoginSchema> | null = null;
/** The login schema, downloaded once; a failed download is tried again at the next call. */
function loadLoginSchema(): Promise<LoginSchema> {
  loading ??= import("@shared/contracts/auth").then(
    (m) => m.loginSchema,
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/** The schema's verdict: the parsed values, or the first message of each refused field. */
async function check(values: LoginInput): Promise<{ data: LoginInput } | { errors: Errors }> {
  const result = (await loadLoginSchema()).safeParse(values);
  if (result.success) return { data: result.data };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const name = issue.path.join(".");
    if ((name === "emailOrUsername" || name === "password") && !errors[name]) errors[name] = issue.message;
  }
  return { errors };
}

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
  const [values, setValues] = useState<LoginInput>({ emailOrUsername: "", password: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [schema, setSchema] = useState<LoginSchema | null>(null);
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<Name, HTMLInputElement | null>>>({});
  const login = useLogin();

  const prepare = () => void loadLoginSchema().then(setSchema, () => undefined /* tried again at the submit */);

  const setError = (name: Name, error: { message: string }, options?: { shouldFocus: boolean }) => {
    setErrors((current) => ({ ...current, [name]: error.message }));
    if (options?.shouldFocus) inputs.current[name]?.focus();
  };

  const change = (name: Name, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // After the first submit a change checks its field again (the form kit's reValidateMode 'onChange').
    if (submitted.current)
      void check(next).then((verdict) =>
        setErrors((current) => ({ ...current, [name]: "errors" in verdict ? verdict.errors[name] : undefined })),
      );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    let verdict: Awaited<ReturnType<typeof check>>;
    try {
      verdict = await check(values);
    } catch {
      // The schema's chunk did not arrive (offline): nothing is sent; the next submit tries again.
      toast({
        variant: "destructive",
        title: "Login Failed",
        description: "The sign-in form could not load. Check your connection and try again.",
      });
      return;
    }
    if ("errors" in verdict) {
      setErrors(verdict.errors);
      const first = FIELDS.find((name) => verdict.errors[name]);
      if (first) inputs.current[first]?.focus();
      toast({ variant: "destructive", title: "Validation Error", description: "Please fill in all fields." });
      return;
    }
    setErrors({});
    login.mutate(verdict.data, {
      onSuccess: (answer) => {
        // A pending deletion opened its own screen, which is the one message (no toast beside it).
        if ("deletionPending" in answer) return;
        if ("twoFactorRequired" in answer) return onTwoFactor?.();
        toast({ variant: "success", title: "Welcome back!", description: "You've successfully logged in." });
      },
      onError: (err) => {
        applyServerErrors(err, setError, FIELDS);
        toast({
          variant: "destructive",
          title: "Login Failed",
          description: errorDetail(err) || "Invalid credentials. Please try again.",
        });
      },
    });
  };

  const maxIdentifier = schema ? maxLengthOf(schema, "emailOrUsername") : undefined;
  const shown = (name: Name) => (errors[name] ? plainMessage(errors[name]) : undefined);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} onFocus={prepare} className="flex flex-col gap-4">
      <div>
        <Field label="Email or Username" htmlFor="signin-identifier" error={shown("emailOrUsername")}>
          <Input
            id="signin-identifier"
            type="text"
            name="emailOrUsername"
            maxLength={maxIdentifier}
            autoComplete="username"
            placeholder="you@example.com or your username"
            value={values.emailOrUsername}
            onChange={(event) => change("emailOrUsername", event.target.value)}
            ref={(element) => {
              inputs.current.emailOrUsername = element;
            }}
          />
        </Field>
        {maxIdentifier && values.emailOrUsername.length >= maxIdentifier * 0.8 && (
          <p
            className="text-right text-xs tabular-nums text-slate-600"
            aria-live="polite"
            data-testid="emailOrUsername-count"
          >
            {values.emailOrUsername.length}/{maxIdentifier}
          </p>
        )}
      </div>
      <div>
        <Field label="Password" htmlFor="signin-password" error={shown("password")}>
          <PasswordInput
            id="signin-password"
            name="password"
            maxLength={schema ? maxLengthOf(schema, "password") : undefined}
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => change("password", event.target.value)}
            ref={(element) => {
              inputs.current.password = element;
            }}
          />
        </Field>
      </div>
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
    </form>
  );
}
