/**
 * Import boundaries of docs/architecture.md, checked by `npm run lint` (docs/decisions/832-lint-format-boundaries.md).
 * Paths are relative to the project folder; `@/` and `@shared/` resolve through tsconfig.json.
 */

module.exports = {
  forbidden: [
    {
      name: "no-cross-feature-imports",
      comment:
        "A client feature does not import another feature; pages compose them and what several share lives in components/, lib/ or hooks/.",
      severity: "error",
      from: { path: "^client/src/features/([^/]+)/" },
      to: { path: "^client/src/features/([^/]+)/", pathNot: "^client/src/features/$1/" },
    },
    {
      name: "shared-client-code-imports-no-feature",
      comment:
        "components/, hooks/ and lib/ are what features share: they never import a feature (a feature builds on them, not the reverse).",
      severity: "error",
      from: { path: "^client/src/(components|hooks|lib)/" },
      to: { path: "^client/src/features/" },
    },
    {
      name: "modules-through-their-front-door",
      comment:
        "A server module is used by other modules only through its index.ts, which names what it offers (docs/architecture.md#what-may-import-what).",
      severity: "error",
      from: { path: "^server/modules/([^/]+)/" },
      to: {
        path: "^server/modules/[^/]+/",
        pathNot: ["^server/modules/$1/", "^server/modules/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "outside-code-through-module-front-doors",
      comment:
        "Server code outside modules/ (app, context, database, services), scripts and the client reach a module only through its index.ts; tests and benches may reach inside.",
      severity: "error",
      from: { pathNot: ["^server/modules/", "^(tests|bench)/"] },
      to: { path: "^server/modules/[^/]+/", pathNot: "^server/modules/[^/]+/index\\.ts$" },
    },
    {
      name: "module-registry-takes-module-definitions",
      comment:
        "server/modules/index.ts, the one list of modules, imports each module's <name>.module.ts (or its index.ts) and nothing else inside a module.",
      severity: "error",
      from: { path: "^server/modules/[^/]+\\.ts$" },
      to: {
        path: "^server/modules/[^/]+/",
        pathNot: ["^server/modules/([^/]+)/\\1\\.module\\.ts$", "^server/modules/[^/]+/index\\.ts$"],
      },
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
      from: { path: "^server/ai/" },
      to: { path: "^server/modules/" },
    },
    {
      name: "engines-only-through-reserve-run",
      comment:
        "The AI engines are built in one place and reached through reserveRun() (server/ai/run-generator.ts), which applies the AI limits (docs/decisions/932-one-way-into-an-engine.md).",
      severity: "error",
      from: {
        path: "^(server|client|shared|scripts)/",
        pathNot: "^server/(ai/run-generator|ai/engine-factory|services)\\.ts$",
      },
      to: { path: "^server/ai/(engine-factory|offline-engine|openai-engine)\\.ts$" },
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
