#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# keep the database out of the working tree
exec npx tsx src/index.ts --db /tmp/conduit.sqlite
