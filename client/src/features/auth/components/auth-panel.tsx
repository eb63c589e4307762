/**
 * The sign-in / create-account card: mode toggle, provider buttons, the active form and the legal note.
 * 'Forgot password?' swaps the card's content for the reset-link form. The sign-in form comes with the screen;
 * the other three are chunks fetched when the visitor points at or focuses their way in, or at the latest on
 * the switch (docs/decisions/1500-sign-in-screen-loads-only-itself.md).
 */
import { Link } from "react-router-dom";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Loader2 } from "lucide-react";
import { cn } from "@/lib/cn";
import { ProviderButtons } from "./provider-buttons";
import { SignInForm } from "./sign-in-form";

const loadSignUp = () => import("./sign-up-form");
const loadForgot = () => import("./forgot-password-form");
const SignUpForm = lazy(() => loadSignUp().then((m) => ({ default: m.SignUpForm })));
const ForgotPasswordForm = lazy(() => loadForgot().then((m) => ({ default: m.ForgotPasswordForm })));
const TwoFactorForm = lazy(() => import("./two-factor-form").then((m) => ({ default: m.TwoFactorForm })));

/** Starts a form's download ahead of the click; a failed one is tried again by its lazy component. */
const prefetch = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

/** The card's calm loading state while a form's chunk arrives. */
function FormLoading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="flex min-h-40 items-center justify-center" role="status" aria-label="Loading form">
          <Loader2 className="h-6 w-6 animate-spin text-brand-600" aria-hidden />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

type Mode = "signin" | "signup" | "forgot" | "code";
type CredentialMode = Exclude<Mode, "forgot" | "code">;

const MODES: { id: CredentialMode; label: string }[] = [
  { id: "signin", label: "Sign In" },
  { id: "signup", label: "Create Account" },
];

const TITLES: Record<Mode, { title: string; lead: string }> = {
  signin: { title: "Welcome back", lead: "Sign in to keep building your business." },
  signup: { title: "Create your account", lead: "Start free. No credit card required." },
  forgot: { title: "Reset your password", lead: "Enter the email of your account and we'll send you a link." },
  code: { title: "Two-factor sign-in", lead: "Enter the 6-digit code from your authenticator app." },
};

/** Renders the auth card; starts on Sign In. */
export function AuthPanel() {
  // A provider sign-in of an account with two-factor comes back to /?twoFactor=1 for the code.
  const [mode, setMode] = useState<Mode>(() =>
    new URLSearchParams(window.location.search).has("twoFactor") ? "code" : "signin",
  );

  return (
    <section
      aria-labelledby="auth-title"
      className="w-full rounded-3xl border border-slate-200 bg-white p-5 shadow-xl shadow-brand-900/5 sm:p-8"
    >
      <h2 id="auth-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {TITLES[mode].title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{TITLES[mode].lead}</p>

      {mode === "code" ? (
        <FormLoading>
          <TwoFactorForm onBack={() => setMode("signin")} />
        </FormLoading>
      ) : mode === "forgot" ? (
        <div className="mt-5">
          <FormLoading>
            <ForgotPasswordForm onBack={() => setMode("signin")} />
          </FormLoading>
        </div>
      ) : (
        <Credentials mode={mode} setMode={setMode} />
      )}

      <p className="mt-6 text-center text-xs leading-relaxed text-slate-600">
        By continuing, you agree to our{" "}
        <Link to="/terms" className="font-medium text-slate-800 underline underline-offset-2 hover:text-brand-700">
          Terms of Service
        </Link>{" "}
        and{" "}
        <Link to="/privacy" className="font-medium text-slate-800 underline underline-offset-2 hover:text-brand-700">
          Privacy Policy
        </Link>
        .
      </p>
    </section>
  );
}

/** The toggle, the provider buttons and the sign-in or sign-up form. */
function Credentials({ mode, setMode }: { mode: CredentialMode; setMode: (mode: Mode) => void }) {
  return (
    <>
      <div
        role="group"
        aria-label="Choose sign in or create account"
        className="mt-5 grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1"
      >
        {MODES.map((m) => (
          <button
            key={m.id}
            type="button"
            aria-pressed={mode === m.id}
            onClick={() => setMode(m.id)}
            onPointerEnter={m.id === "signup" ? prefetch(loadSignUp) : undefined}
            onFocus={m.id === "signup" ? prefetch(loadSignUp) : undefined}
            className={cn(
              "h-10 rounded-lg text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
              mode === m.id ? "bg-white text-brand-700 shadow-sm" : "text-slate-600 hover:text-slate-900",
            )}
          >
            {m.label}
          </button>
        ))}
      </div>

      <div className="mt-5">
        <ProviderButtons />
      </div>

      <div className="my-5 flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-slate-500">
        <span className="h-px flex-1 bg-slate-200" />
        or with email
        <span className="h-px flex-1 bg-slate-200" />
      </div>

      {mode === "signin" ? (
        <SignInForm
          onForgotPassword={() => setMode("forgot")}
          onForgotPasswordIntent={prefetch(loadForgot)}
          onTwoFactor={() => setMode("code")}
        />
      ) : (
        <FormLoading>
          <SignUpForm />
        </FormLoading>
      )}
    </>
  );
}
