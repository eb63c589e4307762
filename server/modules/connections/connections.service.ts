/**
 * Connect, list, sync and disconnect (docs/decisions/1070-shop-connections.md). A key is checked against the
 * platform before it is kept, kept only sealed, and never answered or logged; another person's connection is a 404.
 */
import { ConflictError, NotFoundError, ServiceUnavailableError, ValidationError } from "../../http/errors";
import type { ConnectShopifyInput, ConnectStripeInput } from "../../../shared/contracts/connections";
import type { ShopConnectionRow } from "../../../shared/schema";
import type { ConnectionsRepository } from "./connections.repository";
import { checkShopify } from "./shopify-source";
import { checkStripeKey, stripeClient, type StripeAddress } from "./stripe-source";
import { SyncFailure } from "./sync-failure";

/** One Stripe account per person (docs/decisions/1075-one-stripe-connection.md). */
export const STRIPE_ALREADY = "A Stripe account is already connected. Disconnect it first to connect another.";

/** A person's connections at most (each one is a sync every few hours). */
export const MAX_CONNECTIONS = 10;

export const CONNECTIONS_NOT_CONFIGURED =
  "Shop connections are not configured on this server: its operator must set TOTP_ENCRYPTION_KEY.";

export function createConnectionsService(deps: {
  repo: ConnectionsRepository;
  /** Seals a key; null when this server has no key to seal with (production without TOTP_ENCRYPTION_KEY). */
  sealKey: ((plain: string) => string) | null;
  queueSync: (connectionId: number) => Promise<unknown>;
  stripeAddress: StripeAddress;
  shopifyBaseUrl?: string;
}) {
  const { repo } = deps;

  /** A platform's refusal beside its field (400); a platform that cannot be reached is a 503. */
  function refused(err: unknown): never {
    if (err instanceof SyncFailure && err.permanent && err.field)
      throw new ValidationError(err.message, [{ path: err.field, message: err.message }]);
    if (err instanceof SyncFailure)
      throw new ServiceUnavailableError(err.message.replace(/;.*$/, ": try again in a minute."));
    throw err;
  }

  async function admit(userId: number): Promise<(plain: string) => string> {
    if (!deps.sealKey) throw new ServiceUnavailableError(CONNECTIONS_NOT_CONFIGURED);
    if ((await repo.count(userId)) >= MAX_CONNECTIONS)
      throw new ConflictError(`You can connect at most ${MAX_CONNECTIONS} shops: disconnect one first.`);
    return deps.sealKey;
  }

  async function kept(row: ShopConnectionRow | null, taken: string): Promise<ShopConnectionRow> {
    if (!row) throw new ConflictError(taken);
    await deps.queueSync(row.id);
    return row;
  }

  return {
    list: (userId: number) => repo.list(userId),

    async connectStripe(userId: number, input: ConnectStripeInput): Promise<ShopConnectionRow> {
      const seal = await admit(userId);
      await checkStripeKey(stripeClient(input.apiKey, deps.stripeAddress)).catch(refused);
      const row = await repo.create({
        userId,
        provider: "stripe",
        shopDomain: null,
        secretSealed: seal(input.apiKey),
        accountName: `Stripe key …${input.apiKey.slice(-4)}`,
        cursor: null,
      });
      return kept(row, STRIPE_ALREADY);
    },

    async connectShopify(userId: number, input: ConnectShopifyInput): Promise<ShopConnectionRow> {
      const seal = await admit(userId);
      const shop = await checkShopify({
        domain: input.shopDomain,
        token: input.accessToken,
        baseUrl: deps.shopifyBaseUrl,
      }).catch(refused);
      const row = await repo.create({
        userId,
        provider: "shopify",
        shopDomain: input.shopDomain,
        secretSealed: seal(input.accessToken),
        accountName: shop.name.slice(0, 255),
        cursor: null,
      });
      return kept(row, `The shop ${input.shopDomain} is already connected.`);
    },

    /** Queues a sync now (202); one already waiting or running is answered as it is. */
    async sync(userId: number, id: number): Promise<ShopConnectionRow> {
      const row = await repo.find(userId, id);
      if (!row) throw new NotFoundError("Connection not found");
      if (await repo.markQueued(id)) await deps.queueSync(id);
      return (await repo.find(userId, id)) ?? row;
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.remove(userId, id))) throw new NotFoundError("Connection not found");
    },
  };
}
