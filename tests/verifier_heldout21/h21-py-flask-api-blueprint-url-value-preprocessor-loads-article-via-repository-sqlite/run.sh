#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
exec python -m flask --app conduit:create_app run --host 0.0.0.0 --port 8080
