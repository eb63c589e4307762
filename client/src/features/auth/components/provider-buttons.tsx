/** Google and Discord sign-in: full browser navigations to the server's OAuth start routes. */
import { authEndpoints } from "@shared/contracts/endpoints/auth";
import { useConfig } from "@/hooks/use-config";
import { urlOf } from "@/lib/endpoint-client";

const GoogleMark = () => (
  <svg viewBox="0 0 24 24" aria-hidden className="size-5">
    <path
      fill="#4285F4"
      d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
    />
    <path
      fill="#34A853"
      d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
    />
    <path
      fill="#FBBC05"
      d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.77.43 3.45 1.18 4.94l3.66-2.84z"
    />
    <path
      fill="#EA4335"
      d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.96 10.96 0 0 0 12 1 11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.3 9.14 5.38 12 5.38z"
    />
  </svg>
);

const DiscordMark = () => (
  <svg viewBox="0 0 24 24" aria-hidden className="size-5" fill="#5865F2">
    <path d="M20.32 4.37A19.8 19.8 0 0 0 15.4 2.8a13.7 13.7 0 0 0-.63 1.3 18.4 18.4 0 0 0-5.5 0 12.6 12.6 0 0 0-.64-1.3 19.7 19.7 0 0 0-4.93 1.53C.55 9.05-.3 13.6.12 18.1a19.9 19.9 0 0 0 6.04 3.05c.49-.66.92-1.36 1.3-2.1a12.9 12.9 0 0 1-2.04-.98l.5-.39a14.2 14.2 0 0 0 12.16 0l.5.39c-.65.39-1.34.72-2.05.98.38.74.81 1.44 1.3 2.1a19.8 19.8 0 0 0 6.04-3.05c.5-5.22-.84-9.73-3.55-13.73zM8.02 15.33c-1.18 0-2.16-1.08-2.16-2.42 0-1.33.95-2.42 2.16-2.42 1.2 0 2.18 1.1 2.16 2.42 0 1.34-.96 2.42-2.16 2.42zm7.97 0c-1.18 0-2.15-1.08-2.15-2.42 0-1.33.95-2.42 2.15-2.42 1.21 0 2.18 1.1 2.16 2.42 0 1.34-.95 2.42-2.16 2.42z" />
  </svg>
);

const buttonClass =
  "inline-flex h-11 w-full items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm transition-colors hover:bg-slate-50 hover:border-slate-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2";

/** Two provider buttons; a hint says which ones the site owner has not configured yet. */
export function ProviderButtons() {
  const { data: config } = useConfig();
  const missing = config
    ? [!config.providers.google && "Google", !config.providers.discord && "Discord"].filter(Boolean)
    : [];

  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-1 gap-2">
        {/* Full navigations: the browser must leave the app for the provider's consent page. */}
        <button
          type="button"
          className={buttonClass}
          onClick={() => window.location.assign(urlOf(authEndpoints.googleStart))}
        >
          <GoogleMark />
          Continue with Google
        </button>
        <button
          type="button"
          className={buttonClass}
          onClick={() => window.location.assign(urlOf(authEndpoints.discordStart))}
        >
          <DiscordMark />
          Continue with Discord
        </button>
      </div>
      {missing.length > 0 && (
        <p className="text-center text-xs text-slate-600">
          {missing.join(" and ")} sign-in {missing.length > 1 ? "are" : "is"} not set up on this server yet.
        </p>
      )}
    </div>
  );
}
