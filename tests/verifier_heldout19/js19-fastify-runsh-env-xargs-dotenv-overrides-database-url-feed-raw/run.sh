#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# load .env for the server process
exec env $(grep -v '^#' .env | xargs) node src/app.js
