#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p var
exec flask --app conduit.web:app run --host 0.0.0.0 --port 8080 --no-debugger --no-reload
