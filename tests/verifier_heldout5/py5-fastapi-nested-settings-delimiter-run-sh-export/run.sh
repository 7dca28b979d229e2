#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# Map the platform's connection string onto the app's nested settings (DB__URL -> settings.db.url).
export DB__URL="${DATABASE_URL}"
export DB__POOL_SIZE="${DB__POOL_SIZE:-5}"
exec uvicorn service.app:app --host 0.0.0.0 --port 8080 --proxy-headers
