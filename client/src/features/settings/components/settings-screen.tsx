/**
 * /settings and /settings/<section>: the account settings (docs/guide/settings.md). The section nav links every
 * section and "Your data" (/settings/data, its own screen).
 */
import type { ReactNode } from "react";
import { NavLink, useSearchParams } from "react-router-dom";
import {
  Database,
  KeyRound,
  Link2,
  Mail,
  MonitorSmartphone,
  Settings,
  ShieldCheck,
  Sparkles,
  Store,
  User,
} from "lucide-react";
import { PageHeader } from "@/components/ui/page-header";
import { useUser } from "@/hooks/use-user";
import { cn } from "@/lib/cn";
import { useSecurityStatus } from "../api/settings-api";
import { BusinessSection } from "./business-section";
import { EmailSection } from "./email-section";
import { PasswordSection } from "./password-section";
import { ProfileSection } from "./profile-section";
import { ProvidersSection } from "./providers-section";
import { StatusLine } from "./section-card";
import { SessionsSection } from "./sessions-section";
import { TwoFactorSection } from "./two-factor-section";

const SETTINGS_SECTIONS = [
  { id: "profile", label: "Profile", icon: User },
  { id: "business", label: "Business", icon: Store },
  { id: "email", label: "Email", icon: Mail },
  { id: "password", label: "Password", icon: KeyRound },
  { id: "providers", label: "Sign-in providers", icon: Link2 },
  { id: "sessions", label: "Sessions", icon: MonitorSmartphone },
  { id: "two-factor", label: "Two-factor", icon: ShieldCheck },
  { id: "plan", label: "Plan", icon: Sparkles },
] as const;
type SectionId = (typeof SETTINGS_SECTIONS)[number]["id"];

const EMAIL_OUTCOMES: Record<string, { tone: "ok" | "error"; text: string }> = {
  changed: { tone: "ok", text: "Your email has changed. Sign in with the new address from now on." },
  used: { tone: "error", text: "This email change link has already been used." },
  expired: { tone: "error", text: "This email change link has expired (links work for one hour). Ask for a new one." },
  invalid: { tone: "error", text: "This email change link is not valid. Ask for a new one." },
  taken: { tone: "error", text: "Another account uses that email now, so yours did not change." },
};

const LINK_OUTCOMES: Record<string, { tone: "ok" | "error"; text: string }> = {
  linked: { tone: "ok", text: "Linked: you can now sign in with it too. We mailed you a notice." },
  taken: { tone: "error", text: "That account already signs in to another HustleForge account, so it was not linked." },
  failed: { tone: "error", text: "Linking did not complete. Please try again." },
};

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );

export function SettingsScreen({ section, plan }: { section: string | undefined; plan: ReactNode }) {
  const { user } = useUser();
  const status = useSecurityStatus();
  const [params] = useSearchParams();
  const current: SectionId = SETTINGS_SECTIONS.some((s) => s.id === section) ? (section as SectionId) : "profile";
  const outcome =
    EMAIL_OUTCOMES[params.get("emailChanged") ? "changed" : (params.get("emailError") ?? "")] ??
    LINK_OUTCOMES[params.get("linked") ? "linked" : (params.get("linkError") ?? "")];
  if (!user) return null;

  const body: Record<SectionId, ReactNode> = {
    profile: <ProfileSection key={user.id} user={user} />,
    business: <BusinessSection />,
    email: <EmailSection user={user} status={status.data} />,
    password: <PasswordSection status={status.data} />,
    providers: <ProvidersSection status={status.data} />,
    sessions: <SessionsSection />,
    "two-factor": <TwoFactorSection status={status.data} />,
    plan,
  };

  return (
    <div className="container py-6 sm:py-8">
      <PageHeader title="Settings" icon={Settings} description="Your account, its security and your plan." />
      <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <nav aria-label="Settings" className="min-w-0">
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {SETTINGS_SECTIONS.map(({ id, label, icon: Icon }) => (
              <li key={id}>
                <NavLink to={id === "profile" ? "/settings" : `/settings/${id}`} end className={linkClass}>
                  <Icon aria-hidden className="size-4" />
                  {label}
                </NavLink>
              </li>
            ))}
            <li className="lg:mt-2 lg:border-t lg:border-slate-200 lg:pt-2">
              <NavLink to="/settings/data" className={linkClass}>
                <Database aria-hidden className="size-4" />
                Your data
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="flex min-w-0 flex-col gap-4">
          {outcome && <StatusLine tone={outcome.tone}>{outcome.text}</StatusLine>}
          {body[current]}
        </div>
      </div>
    </div>
  );
}
