/**
 * Supplier database API (docs/spec-notes.md#data-the-screens-read, #calls; docs/product-rules.md): `GET
 * /api/suppliers?platform=&specialty=&minRating=&location=&favorites=`
 * -> `{ suppliers, reviewedAt, howWeRate }`; `POST` / `DELETE /api/suppliers/:id/favorite`. A missing filter (or 'all') means no restriction.
 */
import { z } from "zod";
import { wholeNumberParam } from "./common";
import { SUPPLIER_LOCATIONS, SUPPLIER_PLATFORMS, SUPPLIER_SPECIALTIES } from "../domain/suppliers";

const allOr = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .enum(["all", ...values] as [string, ...string[]], { error: message })
    .optional()
    .transform((v) => (v === "all" || v === undefined ? undefined : (v as T[number])));

const platformValues = SUPPLIER_PLATFORMS.map((p) => p.value) as unknown as readonly ["aliexpress", "cj", "local"];

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

export type Supplier = {
  id: number;
  name: string;
  platform: string;
  verified: boolean;
  location: string;
  specialties: string[];
  contactInfo: { email?: string; phone?: string; website?: string };
  reliabilityRating: number;
  qualityRating: number;
  shippingSpeed: string;
  description: string;
  isFavorite: boolean;
};

export type SuppliersResponse = { suppliers: Supplier[]; reviewedAt: string; howWeRate: readonly string[] };
