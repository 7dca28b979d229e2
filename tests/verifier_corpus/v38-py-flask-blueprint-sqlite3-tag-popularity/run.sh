#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
mkdir -p instance
exec flask --app conduit:create_app run --host 0.0.0.0 --port 8000
