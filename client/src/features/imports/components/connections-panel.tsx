/**
 * "Connected shops" on the imports screen (docs/decisions/1074-connections-panel.md): each connected Stripe account
 * or Shopify shop with how fresh its orders are ("Synced 2 hours ago"), the last error in words, Sync now and
 * Disconnect; the forms to connect another. Pro: on the free plan it says what it does and links to the upgrade.
 */
import { useState } from "react";
import { Loader2, RefreshCw, Store, Unplug } from "lucide-react";
import { CONNECTION_LABELS, type Connection } from "@shared/contracts/connections";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ProUpsell } from "@/components/ui/pro-upsell";
import { Skeleton } from "@/components/ui/skeleton";
import { useUser } from "@/hooks/use-user";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { useConnections, useDisconnect, useSyncConnection } from "../api/connections-api";
import { ShopifyConnectForm, StripeConnectForm } from "./connection-forms";

/** "just now", "5 minutes ago", "2 hours ago", "3 days ago". */
export function ago(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? "" : "s"} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? "" : "s"} ago`;
  const days = Math.round(hours / 24);
  return `${days} day${days === 1 ? "" : "s"} ago`;
}

function Freshness({ c }: { c: Connection }) {
  if (c.status === "syncing") return <Badge variant="secondary">Syncing…</Badge>;
  if (c.status === "queued")
    return <Badge variant="secondary">{c.lastError ? "Trying again soon" : "Waiting to sync"}</Badge>;
  if (c.status === "failed") return <Badge variant="danger">Sync failed</Badge>;
  if (!c.lastSyncedAt) return <Badge variant="outline">Never synced</Badge>;
  return (
    <Badge variant="success" title={new Date(c.lastSyncedAt).toLocaleString()}>
      Synced {ago(c.lastSyncedAt)}
    </Badge>
  );
}

function ConnectionRow({ c }: { c: Connection }) {
  const [confirming, setConfirming] = useState(false);
  const sync = useSyncConnection();
  const disconnect = useDisconnect();
  const name = c.shopDomain ?? c.accountName ?? CONNECTION_LABELS[c.provider];
  const failed = (title: string) => (err: unknown) =>
    toast({ variant: "destructive", title, description: errorDetail(err) ?? "Please try again." });
  return (
    <li className="grid gap-3 py-4 first:pt-0 last:pb-0 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <span>{CONNECTION_LABELS[c.provider]}</span>
          <span className="min-w-0 break-all font-normal text-slate-600">{name}</span>
        </p>
        <div className="mt-1.5 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <Freshness c={c} />
          <span>
            {c.ordersAdded.toLocaleString("en-US")} order{c.ordersAdded === 1 ? "" : "s"} brought in
          </span>
        </div>
        {c.lastError && (
          <p role="status" className="mt-2 text-sm text-red-800">
            {c.lastError}
          </p>
        )}
      </div>
      {confirming ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="destructive"
            size="sm"
            disabled={disconnect.isPending}
            onClick={() =>
              disconnect.mutate(c.id, {
                onSuccess: () =>
                  toast({ title: "Disconnected", description: "The key is deleted; the orders it brought stay." }),
                onError: failed("Could not disconnect"),
              })
            }
          >
            Disconnect and delete the key
          </Button>
          <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={sync.isPending || c.status === "queued" || c.status === "syncing"}
            onClick={() => sync.mutate(c.id, { onError: failed("Could not start a sync") })}
          >
            {c.status === "syncing" || sync.isPending ? (
              <Loader2 aria-hidden className="animate-spin" />
            ) : (
              <RefreshCw aria-hidden />
            )}
            Sync now
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            <Unplug aria-hidden />
            Disconnect
          </Button>
        </div>
      )}
    </li>
  );
}

export function ConnectionsPanel() {
  const { isPro } = useUser();
  const connections = useConnections(isPro);
  const [adding, setAdding] = useState<"stripe" | "shopify" | null>(null);

  if (!isPro)
    return (
      <ProUpsell
        title="Connect your shop and stop downloading exports"
        description="With Pro, your Shopify orders and Stripe payments come in by themselves every few hours, never twice, alongside the files you import."
        cta="Upgrade to connect"
      />
    );

  const list = connections.data ?? [];
  return (
    <Card>
      <CardContent className="grid gap-5 pt-5 sm:pt-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Store aria-hidden className="size-5 text-brand-600" />
              Connected shops
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Orders from a connected shop come in every few hours. The same order from a file and a sync counts once.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant={adding === "shopify" ? "secondary" : "outline"}
              size="sm"
              aria-expanded={adding === "shopify"}
              onClick={() => setAdding(adding === "shopify" ? null : "shopify")}
            >
              Connect Shopify
            </Button>
            <Button
              variant={adding === "stripe" ? "secondary" : "outline"}
              size="sm"
              aria-expanded={adding === "stripe"}
              onClick={() => setAdding(adding === "stripe" ? null : "stripe")}
            >
              Connect Stripe
            </Button>
          </div>
        </div>

        {adding && (
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
            {adding === "shopify" ? (
              <ShopifyConnectForm onDone={() => setAdding(null)} />
            ) : (
              <StripeConnectForm onDone={() => setAdding(null)} />
            )}
          </div>
        )}

        {connections.isLoading ? (
          <Skeleton className="h-16 rounded-xl" />
        ) : connections.isError ? (
          <p className="text-sm text-red-800">
            {errorDetail(connections.error) ?? "Could not load your connected shops."}
          </p>
        ) : list.length > 0 ? (
          <ul className="divide-y divide-slate-200">
            {list.map((c) => (
              <ConnectionRow key={c.id} c={c} />
            ))}
          </ul>
        ) : (
          !adding && <p className="text-sm text-slate-600">No shop connected yet.</p>
        )}
      </CardContent>
    </Card>
  );
}
