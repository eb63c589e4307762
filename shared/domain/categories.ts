/**
 * The one list of product categories (docs/decisions/1443-one-category-list.md): inventory, imports, the trend
 * scanner, the supplier database and micro niches all offer and accept exactly these, so a category named in one
 * tool means the same in the others. `other`: a product that fits none of the rest.
 */
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

export const PRODUCT_CATEGORIES = PRODUCT_CATEGORY_OPTIONS.map((o) => o.value) as unknown as readonly [
  ProductCategory,
  ...ProductCategory[],
];
