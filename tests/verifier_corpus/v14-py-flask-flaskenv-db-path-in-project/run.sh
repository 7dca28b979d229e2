#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install --quiet -r requirements.txt
# .flaskenv gives FLASK_APP, the host and the port
exec python -m flask run
