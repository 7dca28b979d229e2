#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

pip install -r requirements.txt

export CONDUIT_DB_FILE=/srv/conduit/conduit.sqlite3
mkdir -p "$(dirname "$CONDUIT_DB_FILE")"

exec flask --app conduit.app run --host 0.0.0.0 --port 8080
