#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
npx tsoa spec-and-routes
exec npx ts-node --transpile-only src/app.ts
