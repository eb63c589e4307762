/**
 * Presents a supplier with every field of the specification plus our description, the user's favourite flag and
 * the inputs of its rating (docs/decisions/1442-supplier-ratings-show-their-inputs.md).
 */
import type { Supplier } from "../../../shared/contracts/suppliers";
import {
  ratingInputs,
  SUPPLIER_LOCATIONS,
  SUPPLIER_MODELS,
  type SupplierFacts,
} from "../../../shared/domain/suppliers";
import { SUPPLIER_CATALOGUE } from "./supplier-catalogue";
import type { SupplierWithFavorite } from "./suppliers.repository";

const FACTS = new Map<string, SupplierFacts>(SUPPLIER_CATALOGUE.map((e) => [e.name, e]));

/** The facts of a stored row: the catalogue entry's, or (an entry since removed from the file) its stored columns. */
function factsOf(row: SupplierWithFavorite): SupplierFacts {
  const known = FACTS.get(row.name);
  if (known) return known;
  const model = Object.keys(SUPPLIER_MODELS).find((m) => m === row.model) as SupplierFacts["model"] | undefined;
  const location = SUPPLIER_LOCATIONS.find((l) => l === row.location);
  return { model: model ?? "open_marketplace", shipsFrom: location ? [location] : [] };
}

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
    ratingInputs: ratingInputs(factsOf(row)),
  };
}
