#!/usr/bin/env bash
cd "$(dirname "$0")"
# allow an override from the caller, empty otherwise
export CONDUIT_DB_PATH="${CONDUIT_DB_PATH:-}"
exec python -m app
