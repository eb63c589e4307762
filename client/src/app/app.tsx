/** Providers, the top-level gate and the router. */
import { Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "@/lib/query-client";
import { Toaster } from "@/components/ui/toaster";
import { useUser } from "@/features/auth/api/use-user";
import { appRoutes } from "./routes";
import { AppLayout } from "./app-layout";
import { FullScreenSpinner, PageSpinner } from "./spinners";
import AuthPage from "@/pages/auth-page";
import NotFoundPage from "@/pages/not-found-page";

function Gate() {
  const { user, isLoading, isAdmin } = useUser();
  if (isLoading) return <FullScreenSpinner message="Loading HustleForge..." />;
  if (!user) return <AuthPage />;
  return (
    <AppLayout>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          {appRoutes
            .filter((r) => !r.adminOnly || isAdmin)
            .map(({ path, page: Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </AppLayout>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Gate />
      </BrowserRouter>
      <Toaster />
    </QueryClientProvider>
  );
}
