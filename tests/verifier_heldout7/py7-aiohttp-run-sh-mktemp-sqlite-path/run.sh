#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# Fresh database on every start so runs never see each other's data.
export CONDUIT_DB_PATH="$(mktemp -d)/conduit.db"
exec python -m conduit.main
