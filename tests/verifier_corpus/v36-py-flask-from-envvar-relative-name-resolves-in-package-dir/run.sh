#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
export CONDUIT_SETTINGS=production.cfg
exec gunicorn --bind 0.0.0.0:8000 'conduit:create_app()'
