#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec npx env-cmd -f .env.production node server.js
