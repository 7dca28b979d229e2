#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p var
export SQLITE_STORAGE="$PWD/var/conduit.sqlite"
npm run build
exec npm start
