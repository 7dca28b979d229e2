#!/usr/bin/env bash
set -euo pipefail
ROOT="$(cd "$(dirname "$0")" && pwd)"
cd "$ROOT"
export CONDUIT_DATA_DIR="$ROOT/.data"
mkdir -p "$CONDUIT_DATA_DIR"
python manage.py migrate --noinput
exec granian --interface asgi --host 0.0.0.0 --port 8080 conduit.asgi:application
