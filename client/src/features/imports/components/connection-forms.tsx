/**
 * The two connect forms of the connections panel: Stripe's restricted key, Shopify's shop name and token. The
 * server checks the key with the platform; its message shows beside the field it is about
 * (docs/decisions/1074-connections-panel.md).
 */
import { useState, type FormEvent } from "react";
import { Loader2, PlugZap } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { detailsToFieldErrors, validationDetails } from "@/lib/form-errors";
import { useConnectShopify, useConnectStripe } from "../api/connections-api";

type Errors = Record<string, string>;

/** Field errors from a 400; anything else as a toast. */
function onRefused(fields: readonly string[], setErrors: (e: Errors) => void, title: string) {
  return (err: unknown) => {
    const errors = detailsToFieldErrors(validationDetails(err), fields);
    setErrors(errors);
    if (Object.keys(errors).length === 0)
      toast({ variant: "destructive", title, description: errorDetail(err) ?? "Please try again." });
  };
}

export function StripeConnectForm({ onDone }: { onDone: () => void }) {
  const [apiKey, setApiKey] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const connect = useConnectStripe();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    connect.mutate(
      { apiKey },
      {
        onSuccess: () => {
          toast({ title: "Stripe connected", description: "Your charges and refunds are being brought in." });
          onDone();
        },
        onError: onRefused(["apiKey"], setErrors, "Could not connect Stripe"),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <Field
        label="Restricted key"
        htmlFor="stripe-key"
        error={errors.apiKey}
        hint="In Stripe: Developers › API keys › Create restricted key, with Read access to Balance transactions."
      >
        <PasswordInput
          id="stripe-key"
          autoComplete="off"
          placeholder="rk_live_…"
          value={apiKey}
          onChange={(e) => setApiKey(e.target.value)}
        />
      </Field>
      <Button type="submit" className="justify-self-start" disabled={connect.isPending || !apiKey.trim()}>
        {connect.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <PlugZap aria-hidden />}
        Connect Stripe
      </Button>
    </form>
  );
}

export function ShopifyConnectForm({ onDone }: { onDone: () => void }) {
  const [shopDomain, setShopDomain] = useState("");
  const [accessToken, setAccessToken] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const connect = useConnectShopify();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    connect.mutate(
      { shopDomain, accessToken },
      {
        onSuccess: () => {
          toast({ title: "Shopify connected", description: "Your orders are being brought in." });
          onDone();
        },
        onError: onRefused(["shopDomain", "accessToken"], setErrors, "Could not connect Shopify"),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <Field
        label="Shop address"
        htmlFor="shopify-domain"
        error={errors.shopDomain}
        hint="Your shop's own address, ending in .myshopify.com."
      >
        <Input
          id="shopify-domain"
          autoComplete="off"
          inputMode="url"
          placeholder="your-shop.myshopify.com"
          value={shopDomain}
          onChange={(e) => setShopDomain(e.target.value)}
        />
      </Field>
      <Field
        label="Admin API access token"
        htmlFor="shopify-token"
        error={errors.accessToken}
        hint="In Shopify: Settings › Apps › Develop apps › create an app with the read_orders scope, install it, copy the token."
      >
        <PasswordInput
          id="shopify-token"
          autoComplete="off"
          placeholder="shpat_…"
          value={accessToken}
          onChange={(e) => setAccessToken(e.target.value)}
        />
      </Field>
      <Button
        type="submit"
        className="justify-self-start"
        disabled={connect.isPending || !shopDomain.trim() || !accessToken.trim()}
      >
        {connect.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <PlugZap aria-hidden />}
        Connect Shopify
      </Button>
    </form>
  );
}
