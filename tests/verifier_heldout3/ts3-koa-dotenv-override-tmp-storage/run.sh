#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p data /tmp/conduit-dev
export DB_STORAGE="$PWD/data/conduit.sqlite"
npm run build
exec npm start
