/** Unknown paths (and non-admins on admin paths): '404 Page Not Found' with a link home. */
import { Link } from "react-router-dom";
import { House, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";

export default function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center py-12 text-center sm:py-20">
      <span className="flex size-16 items-center justify-center rounded-3xl bg-brand-50 text-brand-600">
        <SearchX aria-hidden className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900">404 Page Not Found</h1>
      <p className="mt-2 text-slate-600">The page you're looking for doesn't exist or has moved.</p>
      <Button asChild className="mt-8">
        <Link to="/">
          <House aria-hidden />
          Back to Dashboard
        </Link>
      </Button>
    </div>
  );
}
