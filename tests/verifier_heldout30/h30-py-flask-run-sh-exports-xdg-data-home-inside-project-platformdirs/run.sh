#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

# Keep every per-user directory of the app inside the checkout so a fresh copy
# starts from an empty database and nothing leaks into the real home directory.
export XDG_DATA_HOME="$PWD/.local/share"
export XDG_CACHE_HOME="$PWD/.cache"
mkdir -p "$XDG_DATA_HOME" "$XDG_CACHE_HOME"

exec gunicorn --workers 1 --threads 4 --bind 0.0.0.0:8080 "conduit.app:create_app()"
