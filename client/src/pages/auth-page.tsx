/** Landing for signed-out visitors: the pitch and the sign-in / create-account card. */
import { AuthHero } from "@/features/auth/components/auth-hero";
import { AuthPanel } from "@/features/auth/components/auth-panel";
import { useAuthErrorToast } from "@/features/auth/hooks/use-auth-error-toast";

export default function AuthPage() {
  useAuthErrorToast();
  return (
    <div className="min-h-screen bg-slate-50 lg:grid lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      <AuthHero />
      <main className="flex items-start justify-center px-4 py-6 sm:px-8 sm:py-10 lg:items-center lg:py-12">
        <div className="-mt-4 w-full max-w-md sm:mt-0 lg:mt-0">
          <AuthPanel />
        </div>
      </main>
    </div>
  );
}
