/** Providers, the top-level gate and the router. */
import { lazy, Suspense } from "react";
import { BrowserRouter, Route, Routes, useLocation } from "react-router-dom";
import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "@/lib/query-client";
import { useUser } from "@/hooks/use-user";
import { useHasToasted } from "@/hooks/use-toast";
import { useVerifyEmailToast } from "@/features/auth/hooks/use-verify-email-toast";
import { PUBLIC_ROUTES } from "./public-routes";
import { FullScreenSpinner } from "./spinners";
import AuthPage from "@/pages/auth-page";

// The signed-in shell (layout, route table, tool manifest, 404 screen) is one separate chunk: a signed-out
// visitor downloads none of it (docs/decisions/1500-sign-in-screen-loads-only-itself.md).
const SignedInApp = lazy(() => import("./signed-in-app"));
const PublicLayout = lazy(() => import("./public-layout"));
const SharedResultPage = lazy(() => import("@/pages/shared-result-page"));
// Radix toast (~11 KB gzip) is mounted for signed-in users, and on the sign-in screen only once a toast is
// raised: toasts wait in use-toast's memory state and appear when it mounts (docs/decisions/006-lazy-toaster.md).
// The page a password reset mail opens: reachable by visitors as well as signed-in users.
const ResetPasswordPage = lazy(() => import("@/pages/reset-password-page"));
const AccountDeletionPage = lazy(() => import("@/pages/account-deletion-page"));
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

function Gate() {
  const { user, isLoading, isAdmin } = useUser();
  const { pathname } = useLocation();
  useVerifyEmailToast();
  // The reset link's page, and the same page for the old address's undo link after an email change.
  if (pathname === "/reset-password" || pathname === "/undo-email-change")
    return (
      <Suspense fallback={<FullScreenSpinner message="Loading HustleForge..." />}>
        <ResetPasswordPage />
      </Suspense>
    );
  // A shared result (/s/:token) reads the same for everyone, signed in or not.
  if (pathname.startsWith("/s/"))
    return (
      <Suspense fallback={<FullScreenSpinner message="Loading..." />}>
        <PublicLayout>
          <Routes>
            <Route path="/s/:token" element={<SharedResultPage />} />
          </Routes>
        </PublicLayout>
      </Suspense>
    );
  if (isLoading) return <FullScreenSpinner message="Loading HustleForge..." />;
  // A locked account's only screen: its pending deletion and the choice to cancel it (docs/guide/your-data.md).
  if (!user && pathname === "/account-deletion")
    return (
      <Suspense fallback={<FullScreenSpinner message="Loading..." />}>
        <AccountDeletionPage />
      </Suspense>
    );
  if (!user) return <SignedOut />;
  return (
    <Suspense fallback={<FullScreenSpinner message="Loading HustleForge..." />}>
      <SignedInApp isAdmin={isAdmin} />
    </Suspense>
  );
}

/** Signed-out visitors: the legal pages in a light layout, everything else the sign-in screen. */
function SignedOut() {
  const { pathname } = useLocation();
  const route = PUBLIC_ROUTES.find((r) => r.path === pathname);
  if (!route) return <AuthPage />;
  const Page = route.page;
  return (
    <Suspense fallback={<FullScreenSpinner message="Loading..." />}>
      <PublicLayout>
        <Page />
      </PublicLayout>
    </Suspense>
  );
}

/** The notifications region (F8 focuses it) for signed-in users, and for visitors from their first toast on. */
function Notifications() {
  const { user } = useUser();
  const hasToasted = useHasToasted();
  if (!user && !hasToasted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Gate />
      </BrowserRouter>
      <Notifications />
    </QueryClientProvider>
  );
}
