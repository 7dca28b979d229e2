#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
pip install -q -r requirements.txt 2>/dev/null || true
exec flask --app conduit run --host 0.0.0.0 --port 8080
