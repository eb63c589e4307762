/** Human names of routes, for pages that only know the path (coming-soon screen). */
const NAMES: Record<string, string> = {
  "niche-discovery": "AI Niche Discovery",
  "business-ideas": "AI Business Ideas",
  "market-research": "Market Intelligence",
  "quick-validation": "Quick Validation",
  "ai-mentor": "AI Business Mentor",
  "idea-tracker": "Business Idea Tracker",
  "launch-roadmap": "Launch Roadmap",
  "creator-suite": "Creative Suite",
  "sales-script-generator": "Sales Script Generator",
  "partnership-finder": "Partnership Finder",
  "advanced-analytics": "Advanced Analytics",
  "product-trend-scanner": "Product Trend Scanner",
  "profit-calculator": "Profit Calculator",
  "supplier-database": "Supplier Database",
  "inventory-tracker": "Inventory Tracker",
  "side-hustles": "Side Hustles",
  "micro-niches": "Micro Niches",
  "side-hustle-generator": "Side-Hustle Generator",
  "hustle-challenges": "Hustle Challenges",
  "admin-dashboard": "Admin Dashboard",
  admin: "Admin Dashboard",
  checkout: "Checkout",
  dashboard: "Dashboard",
};

/** The tool name for a path such as '/profit-calculator' (first segment; unknown ones are title-cased). */
export function toolNameFromPath(pathname: string): string {
  const segment = pathname.split("/").filter(Boolean)[0] ?? "";
  if (NAMES[segment]) return NAMES[segment];
  const words = segment.split("-").filter(Boolean);
  return words.length ? words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(" ") : "This tool";
}
