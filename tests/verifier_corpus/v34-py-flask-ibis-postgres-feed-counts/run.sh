#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
exec gunicorn -b 0.0.0.0:5000 'conduit:create_app()'
