#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

# Keep runtime state out of the source tree.
export CONDUIT_STATE_DIR="${CONDUIT_STATE_DIR:-${XDG_STATE_HOME:-$HOME/.local/state}/conduit}"
mkdir -p "$CONDUIT_STATE_DIR"

python manage.py migrate --noinput
exec gunicorn backend.wsgi:application --bind 0.0.0.0:8080 --workers 2
