import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { compression } from "vite-plugin-compression2";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "client");

export default defineConfig({
  root,
  plugins: [
    react(),
    // Precompressed copies are served by express-static-gzip-like logic in server/http/static.ts.
    compression({ algorithms: ["gzip", "brotliCompress"], exclude: [/\.(png|jpg|webp|woff2)$/] }),
  ],
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
