#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
exec flask --app app.main run --host 0.0.0.0 --port 8080
