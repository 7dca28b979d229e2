#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# Generate the typed client and sync the schema to the database, then serve.
prisma generate
prisma db push --skip-generate --accept-data-loss
exec python -m conduit_api
