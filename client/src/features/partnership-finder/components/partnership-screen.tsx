/**
 * /partnership-finder (docs/product-rules.md#people-and-messages; docs/decisions/970): Find Partners (default, niche
 * 'all'), Partnership Requests, My Profile (the form and the Connections list), the tab named by `?tab=` (requests,
 * profile). Pro only; free users see the upsell.
 */
import { Handshake } from "lucide-react";
import { useSearchParams } from "react-router-dom";
import { PageHeader } from "@/components/ui/page-header";
import { ProUpsell } from "@/components/ui/pro-upsell";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useUser } from "@/hooks/use-user";
import { FindPartners } from "./find-partners";
import { MyProfile } from "./my-profile";
import { RequestsTab } from "./requests-tab";

const TABS = ["find", "requests", "profile"] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => TABS.some((t) => t === v);

export function PartnershipScreen() {
  const { isPro, user } = useUser();
  // The tab is in the address, so a notification can open My Profile, where requests received are answered.
  const [search, setSearch] = useSearchParams();
  const asked = search.get("tab");
  const tab: Tab = isTab(asked) ? asked : "find";
  const choose = (next: string) =>
    setSearch(
      (s) => {
        const out = new URLSearchParams(s);
        if (next === "find") out.delete("tab");
        else out.set("tab", next);
        return out;
      },
      { replace: true },
    );
  const on = Boolean(user) && isPro;
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        icon={Handshake}
        title="Partnership Finder"
        description="Find co-founders, collaborators and partners whose skills complete yours."
      />
      {!on ? (
        <ProUpsell
          title="Partnership Finder is a Pro feature"
          description="Skill matching, co-founder search, network building and collaboration tools for $10/month."
        />
      ) : (
        <Tabs value={tab} onValueChange={choose}>
          <TabsList className="mb-6 grid h-auto w-full grid-cols-3 sm:inline-grid sm:w-auto">
            <TabsTrigger
              value="find"
              className="h-full whitespace-normal px-1 text-xs leading-tight sm:px-3 sm:text-sm"
            >
              Find Partners
            </TabsTrigger>
            <TabsTrigger
              value="requests"
              className="h-full whitespace-normal px-1 text-xs leading-tight sm:px-3 sm:text-sm"
            >
              Partnership Requests
            </TabsTrigger>
            <TabsTrigger
              value="profile"
              className="h-full whitespace-normal px-1 text-xs leading-tight sm:px-3 sm:text-sm"
            >
              My Profile
            </TabsTrigger>
          </TabsList>
          <TabsContent value="find">
            <FindPartners />
          </TabsContent>
          <TabsContent value="requests">
            <RequestsTab />
          </TabsContent>
          <TabsContent value="profile">
            <MyProfile />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
