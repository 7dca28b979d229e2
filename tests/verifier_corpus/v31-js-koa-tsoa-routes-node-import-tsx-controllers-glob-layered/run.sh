#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p data
npx tsoa routes
exec node --import tsx src/server.ts
