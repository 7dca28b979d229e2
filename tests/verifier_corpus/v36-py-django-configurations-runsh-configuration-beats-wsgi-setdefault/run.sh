#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
export DJANGO_CONFIGURATION=Local
exec gunicorn --bind 0.0.0.0:8000 conduit.wsgi
