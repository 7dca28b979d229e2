#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# tsoa generates src/generated/routes.ts from the controllers, then tsc compiles to dist/
npx tsoa spec-and-routes
npx tsc -p tsconfig.json
exec node dist/server.js
