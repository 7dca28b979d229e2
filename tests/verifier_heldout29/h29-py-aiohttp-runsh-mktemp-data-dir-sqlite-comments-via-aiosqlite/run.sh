#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# fresh, writable data directory for this server process
export CONDUIT_DATA_DIR="$(mktemp -d)"
exec python -m conduit.main
