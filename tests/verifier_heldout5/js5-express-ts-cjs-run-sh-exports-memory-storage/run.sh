#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
npm run build
# Every start begins from an empty database: no leftovers between test runs.
export DB_STORAGE=":memory:"
exec npm start
