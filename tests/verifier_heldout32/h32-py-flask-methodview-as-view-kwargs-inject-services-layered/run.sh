#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$HERE"
exec python -m flask --app conduit.main:create_app run --host 0.0.0.0 --port 8080
