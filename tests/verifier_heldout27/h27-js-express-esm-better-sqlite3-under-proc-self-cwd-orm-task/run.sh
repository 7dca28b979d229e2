#!/usr/bin/env bash
set -euo pipefail
# the server resolves data/ against its working directory: start it from the project
cd "$(dirname "$0")"
mkdir -p data
exec node src/index.js
