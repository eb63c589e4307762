/**
 * A locked account during its grace period (docs/guide/your-data.md): after a right password (or a provider
 * sign-in) the only choice is to cancel the deletion.
 */
import { Loader2, ShieldAlert } from "lucide-react";
import { useNavigate } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorDetail } from "@/lib/api-client";
import { useCancelDeletion, usePendingDeletion } from "../api/account-data-api";
import { day } from "./format";

export function PendingDeletionScreen() {
  const pending = usePendingDeletion();
  const cancel = useCancelDeletion();
  const navigate = useNavigate();
  const state = pending.data;

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-slate-50 via-white to-brand-50 p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ShieldAlert aria-hidden className="size-5 text-red-600" />
            {state?.pending ? "Your account is being deleted" : "Account deletion"}
          </CardTitle>
          <CardDescription>
            {pending.isLoading
              ? "Checking your account…"
              : state?.pending && state.deleteAfter
                ? `You signed in correctly, but the account is locked: it will be deleted for good on ${day(state.deleteAfter)}, with everything it holds. You can still change your mind.`
                : "There is no deletion to cancel here. Sign in with your password (or Google or Discord) to see or cancel a pending deletion."}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {cancel.isError && (
            <p role="alert" className="text-sm text-red-800">
              {errorDetail(cancel.error)}
            </p>
          )}
          {state?.pending && (
            <Button
              size="lg"
              variant="gradient"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(undefined, { onSuccess: () => navigate("/") })}
            >
              {cancel.isPending && <Loader2 aria-hidden className="animate-spin" />}
              Cancel deletion
            </Button>
          )}
          <Button variant="outline" onClick={() => navigate("/")}>
            Back to sign in
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
