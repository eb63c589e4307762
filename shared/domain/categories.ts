/**
 * The one list of product categories (docs/decisions/1443-one-category-list.md): inventory, imports, the trend
 * scanner and the supplier database all offer and accept exactly these, so a category named in one tool means the
 * same in the others; micro niches keep the specification's five and map each to one of these
 * (docs/decisions/1461-niche-categories-of-the-specification.md). `other`: a product that fits none of the rest.
 */
import { optionValues } from "./options";
export const PRODUCT_CATEGORY_OPTIONS = [
  { value: "electronics", label: "Electronics" },
  { value: "fashion", label: "Fashion" },
  { value: "home", label: "Home" },
  { value: "garden", label: "Garden" },
  { value: "office", label: "Office" },
  { value: "gaming", label: "Gaming" },
  { value: "beauty", label: "Beauty" },
  { value: "health", label: "Health" },
  { value: "fitness", label: "Fitness" },
  { value: "pets", label: "Pets" },
  { value: "toys", label: "Toys" },
  { value: "crafts", label: "Crafts" },
  { value: "food", label: "Food" },
  { value: "automotive", label: "Automotive" },
  { value: "other", label: "Other" },
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORY_OPTIONS)[number]["value"];

export const PRODUCT_CATEGORIES = optionValues(PRODUCT_CATEGORY_OPTIONS);
