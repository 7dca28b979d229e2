#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p data
export DB_FILE="$PWD/data/conduit.sqlite"
exec npx tsx src/index.ts
