#!/usr/bin/env bash
# Builds the client (hashed, precompressed assets in dist/public). The server runs from source with tsx.
set -euo pipefail
npx vite build
