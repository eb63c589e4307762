/** Supplier catalogue: seeded once per app from the curated file, filtered on the server, favourites per user. */
import { rateSupplier } from "../../../shared/domain/suppliers";
import type { SuppliersQuery } from "../../../shared/contracts/suppliers";
import { NotFoundError } from "../../http/errors";
import type { Logger } from "../../logger";
import { SUPPLIER_CATALOGUE } from "./supplier-catalogue";
import type { SuppliersRepository } from "./suppliers.repository";

/** The catalogue rows as stored: ratings, verified and shipping speed come from the published rule. */
export function catalogueRows() {
  return SUPPLIER_CATALOGUE.map((e) => {
    const rating = rateSupplier(e);
    return {
      name: e.name,
      platform: e.platform,
      location: e.location,
      specialties: e.specialties,
      contactInfo: { website: e.website },
      description: e.description,
      model: e.model,
      ...rating,
    };
  });
}

export function createSuppliersService(repo: SuppliersRepository, logger: Logger) {
  let seeded: Promise<void> | undefined;
  /** Seeds at start; a failure (database away) is retried by the next request. */
  const ensureSeeded = () => {
    seeded ??= repo.upsertCatalogue(catalogueRows()).catch((err: unknown) => {
      seeded = undefined;
      logger.warn({ err: (err as Error).message }, "supplier catalogue seed failed");
      throw err;
    });
    return seeded;
  };
  return {
    ensureSeeded,
    async list(userId: number, q: SuppliersQuery) {
      await ensureSeeded();
      return repo.list(userId, q);
    },
    async setFavorite(userId: number, supplierId: number, favorite: boolean) {
      await ensureSeeded();
      if (!(await repo.exists(supplierId))) throw new NotFoundError("Supplier not found");
      if (favorite) await repo.addFavorite(userId, supplierId);
      else await repo.removeFavorite(userId, supplierId);
    },
  };
}
