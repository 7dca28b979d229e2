#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# start from a clean, reproducible environment
exec env -i PATH="$PATH" HOME="${HOME:-/tmp}" NODE_ENV=production node src/server.js
