#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
exec gunicorn --bind 0.0.0.0:8000 "conduit.app:create_app()"
