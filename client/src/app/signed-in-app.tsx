/**
 * What a signed-in user sees: the app layout around the route table. One lazy chunk (app.tsx), so the sign-in
 * screen downloads neither the layout nor the routes, the tool manifest or the list of page chunks
 * (docs/decisions/1500-sign-in-screen-loads-only-itself.md).
 */
import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import AppLayout from "./app-layout";
import { appRoutes } from "./routes";
import { PageSpinner } from "./spinners";

const NotFoundPage = lazy(() => import("@/pages/not-found-page"));

/** The layout and the page of the address; admin-only routes exist for admins alone. */
export default function SignedInApp({ isAdmin }: { isAdmin: boolean }) {
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
