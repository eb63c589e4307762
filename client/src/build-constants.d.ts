/**
 * Values the build writes into the client (vite.config.ts `define`, and vitest.config.ts for the tests), so the
 * sign-in screen needs no module to know them (docs/decisions/1500-sign-in-screen-loads-only-itself.md).
 */

/** `STANDALONE_TOOLS.length` of shared/tools/manifest.ts: the tools shown as cards or routes. */
declare const __STANDALONE_TOOL_COUNT__: number;
