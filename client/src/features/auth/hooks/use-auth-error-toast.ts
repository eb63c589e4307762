/**
 * Shows why a Google/Discord sign-in came back to the sign-in screen (the server redirects to
 * `/?authError=<code>&provider=...`, docs/product-rules.md#accounts; codes in shared/contracts/auth-errors.ts), then removes
 * those parameters.
 */
import { useEffect } from "react";
import { toast } from "@/hooks/use-toast";
import { isProviderErrorCode, PROVIDER_ERROR_MESSAGES } from "@shared/contracts/auth-errors";

const PROVIDERS = {
  google: { label: "Google", keys: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET" },
  discord: { label: "Discord", keys: "DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET" },
} as const;

/** Reads authError/provider once on mount, toasts, and cleans the URL. */
export function useAuthErrorToast() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const reason = url.searchParams.get("authError");
    if (!reason) return;
    const key = url.searchParams.get("provider");
    const provider = key === "google" || key === "discord" ? PROVIDERS[key] : undefined;

    if (reason === "not_configured") {
      toast({
        variant: "destructive",
        title: `${provider?.label ?? "This"} sign-in is not configured`,
        description: provider
          ? `Ask the site owner to set ${provider.keys}.`
          : "Ask the site owner to add the provider's keys.",
      });
    } else {
      // Only texts of known codes: text put in the address is never shown (docs/operations.md#security-behaviour).
      const code = isProviderErrorCode(reason) ? reason : "failed";
      toast({
        variant: "destructive",
        title: "Sign-in Failed",
        description: PROVIDER_ERROR_MESSAGES[code].replace("{provider}", () => provider?.label ?? "Provider"),
      });
    }
    url.searchParams.delete("authError");
    url.searchParams.delete("provider");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }, []);
}
