#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p data
# generate src/generated/routes.ts from the controllers
npx tsoa routes
exec npx tsx src/server.ts
