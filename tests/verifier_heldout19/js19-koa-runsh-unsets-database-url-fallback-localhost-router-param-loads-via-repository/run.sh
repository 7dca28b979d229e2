#!/usr/bin/env bash
set -eo pipefail
cd "$(dirname "$0")"
# the platform-provided DATABASE_URL asks for SSL, which our local pg does not speak;
# drop it and let config/database.js use its own URL
unset DATABASE_URL
exec node src/app.js
