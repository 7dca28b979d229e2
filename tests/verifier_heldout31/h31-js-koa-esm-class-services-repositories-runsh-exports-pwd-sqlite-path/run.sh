#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p var
export SQLITE_PATH="$PWD/var/conduit.db"
exec node src/main.js
