#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
exec flask --app 'conduit:create_app()' run --host 0.0.0.0 --port 8000
