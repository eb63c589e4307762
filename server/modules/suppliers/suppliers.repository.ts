/** Drizzle queries on suppliers and supplier_favorites. Filters use the indexes of shared/schema. */
import { and, asc, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import { supplierFavorites, suppliers, type SupplierRow } from "../../../shared/schema";
import type { Db } from "../../db/client";
import type { SuppliersQuery } from "../../../shared/contracts/suppliers";

export type SupplierWithFavorite = SupplierRow & { isFavorite: boolean };

export function createSuppliersRepository(db: Db) {
  return {
    /** Idempotent: one upsert by name per catalogue entry. */
    async upsertCatalogue(rows: (typeof suppliers.$inferInsert)[]): Promise<void> {
      await db
        .insert(suppliers)
        .values(rows)
        .onConflictDoUpdate({
          target: suppliers.name,
          set: {
            platform: sql`excluded.platform`,
            reliabilityRating: sql`excluded.reliability_rating`,
            shippingSpeed: sql`excluded.shipping_speed`,
            qualityRating: sql`excluded.quality_rating`,
            location: sql`excluded.location`,
            specialties: sql`excluded.specialties`,
            contactInfo: sql`excluded.contact_info`,
            verified: sql`excluded.verified`,
            description: sql`excluded.description`,
            model: sql`excluded.model`,
          },
        });
    },
    async list(userId: number, q: SuppliersQuery): Promise<SupplierWithFavorite[]> {
      const where: SQL[] = [];
      if (q.platform) where.push(eq(suppliers.platform, q.platform));
      if (q.location) where.push(eq(suppliers.location, q.location));
      if (q.minRating) where.push(gte(suppliers.reliabilityRating, q.minRating));
      if (q.specialty) where.push(sql`${suppliers.specialties} @> ${JSON.stringify([q.specialty])}::jsonb`);
      if (q.favorites) where.push(sql`${supplierFavorites.userId} is not null`);
      const rows = await db
        .select({ supplier: suppliers, favoriteOf: supplierFavorites.userId })
        .from(suppliers)
        .leftJoin(
          supplierFavorites,
          and(eq(supplierFavorites.supplierId, suppliers.id), eq(supplierFavorites.userId, userId)),
        )
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(suppliers.reliabilityRating), desc(suppliers.qualityRating), asc(suppliers.name));
      return rows.map((r) => ({ ...r.supplier, isFavorite: r.favoriteOf !== null }));
    },
    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, id)).limit(1);
      return Boolean(row);
    },
    async addFavorite(userId: number, supplierId: number): Promise<void> {
      await db.insert(supplierFavorites).values({ userId, supplierId }).onConflictDoNothing();
    },
    async removeFavorite(userId: number, supplierId: number): Promise<void> {
      await db
        .delete(supplierFavorites)
        .where(and(eq(supplierFavorites.userId, userId), eq(supplierFavorites.supplierId, supplierId)));
    },
  };
}
export type SuppliersRepository = ReturnType<typeof createSuppliersRepository>;
