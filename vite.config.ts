import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { compression } from "vite-plugin-compression2";
import path from "node:path";
import { STANDALONE_TOOLS } from "./shared/tools/manifest.js";
import { endpointAddresses } from "./scripts/vite-endpoint-addresses.js";

const root = path.resolve(import.meta.dirname, "client");

export default defineConfig({
  root,
  plugins: [
    react(),
    // The production client carries the endpoint table's addresses, not its schemas (decision 862).
    endpointAddresses(),
    // Precompressed copies are served by express-static-gzip-like logic in server/http/static.ts.
    compression({ algorithms: ["gzip", "brotliCompress"], exclude: [/\.(png|jpg|webp|woff2)$/] }),
  ],
  // The sign-in screen says how many tools there are without downloading the manifest
  // (docs/decisions/1500-sign-in-screen-loads-only-itself.md); vitest.config.ts sets the same.
  define: { __STANDALONE_TOOL_COUNT__: JSON.stringify(STANDALONE_TOOLS.length) },
  resolve: {
    alias: {
      "@": path.resolve(root, "src"),
      "@shared": path.resolve(import.meta.dirname, "shared"),
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, process.env.BUILD_OUT_DIR ?? "dist/public"),
    emptyOutDir: true,
    sourcemap: false,
  },
});
