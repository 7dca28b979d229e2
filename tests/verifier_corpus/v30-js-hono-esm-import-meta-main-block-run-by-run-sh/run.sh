#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
node src/db/setup.js
exec node src/index.js
