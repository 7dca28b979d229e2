#!/usr/bin/env bash
set -e
ROOT="$(cd "$(dirname "$0")" && pwd)"
pip install -q -r "$ROOT/requirements.txt"
cd "$ROOT/backend"
exec flask --app conduit:create_app run --host 0.0.0.0 --port 8080
