/**
 * Import boundaries of docs/architecture.md, checked by `npm run lint` (docs/decisions/832-lint-format-boundaries.md).
 * Paths are relative to the project folder; `@/` and `@shared/` resolve through tsconfig.json.
 */

// TODO(issue 10): files that break a rule today (23 cross-feature imports, 4 imports of modules/ from ai/); the
// issue's items 2 and 4 remove them. The rules are errors for every other file, so no new violation gets in.
// Delete these lists (and their use below) once those items are merged: the rules then hold everywhere.
const KNOWN_CROSS_FEATURE_IMPORTERS = [
  "client/src/features/ai/engine-note.tsx",
  "client/src/features/auth/components/auth-hero.tsx",
  "client/src/features/billing/api/billing-api.ts",
  "client/src/features/billing/components/checkout-flow.tsx",
  "client/src/features/billing/components/checkout-return.tsx",
  "client/src/features/business-ideas/api/business-ideas-api.ts",
  "client/src/features/business-ideas/components/business-ideas-screen.tsx",
  "client/src/features/business-ideas/components/idea-detail-screen.tsx",
  "client/src/features/hubs/components/growth-suite-hub.tsx",
  "client/src/features/hubs/components/home-dashboard.tsx",
  "client/src/features/market-research/api/use-market-analysis.ts",
  "client/src/features/market-research/components/market-research-screen.tsx",
  "client/src/features/market-research/components/market-results.tsx",
  "client/src/features/niche-discovery/api/use-generate-niches.ts",
  "client/src/features/niche-discovery/components/niche-discovery-screen.tsx",
  "client/src/features/niche-discovery/components/niche-results.tsx",
  "client/src/features/quick-validation/api/use-validate-idea.ts",
  "client/src/features/quick-validation/components/quick-validation-screen.tsx",
  "client/src/features/quick-validation/components/validation-results.tsx",
  "client/src/features/shell/components/app-header.tsx",
];
const KNOWN_AI_TO_MODULES_IMPORTERS = ["server/ai/run-generator.ts", "server/ai/registry.ts"];

/** Regular expressions matching exactly these files, or undefined for an empty list. */
const exactly = (files) => (files.length ? files.map((f) => `^${f.replace(/\./g, "\\.")}$`) : undefined);

module.exports = {
  forbidden: [
    {
      name: "no-cross-feature-imports",
      comment:
        "A client feature does not import another feature; pages compose them and what several share lives in components/, lib/ or hooks/.",
      severity: "error",
      from: { path: "^client/src/features/([^/]+)/", pathNot: exactly(KNOWN_CROSS_FEATURE_IMPORTERS) },
      to: { path: "^client/src/features/([^/]+)/", pathNot: "^client/src/features/$1/" },
    },
    {
      name: "shared-imports-neither-side",
      comment: "shared/ is imported by the client and the server and imports neither.",
      severity: "error",
      from: { path: "^shared/" },
      to: { path: "^(client|server)/" },
    },
    {
      name: "client-imports-no-server-code",
      comment: "Server code never reaches the browser bundle.",
      severity: "error",
      from: { path: "^client/" },
      to: { path: "^server/" },
    },
    {
      name: "ai-imports-no-modules",
      comment:
        "server/ai/ is the engine and the generator path; modules register their tools with it, never the reverse.",
      severity: "error",
      from: { path: "^server/ai/", pathNot: exactly(KNOWN_AI_TO_MODULES_IMPORTERS) },
      to: { path: "^server/modules/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
  },
};
