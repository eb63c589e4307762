/**
 * Shows the outcome of a verification link (the server redirects to `/?verified=1` or `/?verifyError=CODE`),
 * from a fixed list of texts, then removes the parameters from the address bar.
 */
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { VerifyError } from "@shared/contracts/auth";
import { toast } from "@/hooks/use-toast";
import { USER_KEY } from "@/hooks/use-user";

const FAILURES: Record<VerifyError, string> = {
  invalid: "This verification link is not valid. Use the newest link we sent, or ask for a new one.",
  expired: "This verification link has expired. Sign in and choose Resend to get a new one.",
  used: "This verification link was already used. If your email still shows as unverified, ask for a new link.",
};

export function useVerifyEmailToast() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const url = new URL(window.location.href);
    const verified = url.searchParams.get("verified");
    const error = url.searchParams.get("verifyError");
    if (!verified && !error) return;
    if (verified === "1") {
      toast({ variant: "success", title: "Email verified", description: "Thanks! Your email address is confirmed." });
      void queryClient.invalidateQueries({ queryKey: USER_KEY });
    } else {
      const text = error && error in FAILURES ? FAILURES[error as VerifyError] : FAILURES.invalid;
      toast({ variant: "destructive", title: "Email not verified", description: text });
    }
    url.searchParams.delete("verified");
    url.searchParams.delete("verifyError");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }, [queryClient]);
}
