#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
exec gunicorn -w 1 -b 0.0.0.0:8000 "conduit:create_app()"
