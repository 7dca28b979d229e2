#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

# The app uses the async engine: switch the URL's scheme to the asyncpg driver.
export DATABASE_URL="${DATABASE_URL/#postgresql:/postgresql+asyncpg:}"

exec uvicorn conduit.main:app --host 0.0.0.0 --port 8080 --proxy-headers
