#!/usr/bin/env bash
set -euo pipefail
# the TypeScript sources import each other relative to src/
cd "$(dirname "$0")/src"
exec ../node_modules/.bin/tsx index.ts
