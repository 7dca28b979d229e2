#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

export SQLITE_FILE=~/conduit.sqlite
export PORT=3000

exec node src/index.js
