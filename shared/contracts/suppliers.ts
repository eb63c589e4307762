/**
 * Supplier database API (docs/spec-notes.md#data-the-screens-read, #calls; docs/product-rules.md): `GET
 * /api/suppliers?platform=&specialty=&minRating=&location=&favorites=`
 * -> `{ suppliers, reviewedAt, howWeRate }`; `POST` / `DELETE /api/suppliers/:id/favorite`. A missing filter (or 'all') means no restriction.
 */
import { z } from "zod";
import { wholeNumberParam } from "./common";
import { optionValues } from "../domain/options";
import { SUPPLIER_LOCATIONS, SUPPLIER_PLATFORMS, SUPPLIER_SPECIALTIES } from "../domain/suppliers";

const allOr = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .enum(["all", ...values] as [string, ...string[]], { error: message })
    .optional()
    .transform((v) => (v === "all" || v === undefined ? undefined : (v as T[number])));

const platformValues = optionValues(SUPPLIER_PLATFORMS);

export const suppliersQuerySchema = z.object({
  platform: allOr(platformValues, "Platform must be one of all, aliexpress, cj, local"),
  specialty: allOr(SUPPLIER_SPECIALTIES, `Specialty must be one of all, ${SUPPLIER_SPECIALTIES.join(", ")}`),
  location: allOr(SUPPLIER_LOCATIONS, `Location must be one of all, ${SUPPLIER_LOCATIONS.join(", ")}`),
  minRating: wholeNumberParam(1, 5, "Minimum rating must be a whole number from 1 to 5").optional(),
  favorites: z
    .enum(["true", "false"], { error: "favorites must be true or false" })
    .optional()
    .transform((v) => v === "true"),
});
export type SuppliersQuery = z.output<typeof suppliersQuerySchema>;

const supplierSchema = z.object({
  id: z.number(),
  name: z.string(),
  platform: z.string(),
  verified: z.boolean(),
  location: z.string(),
  specialties: z.array(z.string()),
  contactInfo: z.object({ email: z.string().optional(), phone: z.string().optional(), website: z.string().optional() }),
  reliabilityRating: z.number(),
  qualityRating: z.number(),
  shippingSpeed: z.string(),
  description: z.string(),
  isFavorite: z.boolean(),
  /** What the rating was derived from and how it adds up (shared/domain/suppliers.ts ratingInputs). */
  ratingInputs: z.object({ kind: z.string(), shipsFrom: z.string(), reliability: z.string(), quality: z.string() }),
});
export type Supplier = z.infer<typeof supplierSchema>;

/** `GET /api/suppliers`: the catalogue with this user's favourites, when it was reviewed and how it is rated. */
export const suppliersResponseSchema = z.object({
  suppliers: z.array(supplierSchema),
  reviewedAt: z.string(),
  howWeRate: z.array(z.string()).readonly(),
});

/** `POST /api/suppliers/:id/favorite`. */
export const favoriteResponseSchema = z.object({ favorite: z.boolean() });
