/** Presents a supplier with every field of the specification plus our description and the user's favourite flag. */
import type { Supplier } from "../../../shared/contracts/suppliers";
import type { SupplierWithFavorite } from "./suppliers.repository";

export function presentSupplier(row: SupplierWithFavorite): Supplier {
  return {
    id: row.id,
    name: row.name,
    platform: row.platform,
    verified: row.verified,
    location: row.location,
    specialties: row.specialties,
    contactInfo: row.contactInfo,
    reliabilityRating: row.reliabilityRating,
    qualityRating: row.qualityRating,
    shippingSpeed: row.shippingSpeed,
    description: row.description,
    isFavorite: row.isFavorite,
  };
}
