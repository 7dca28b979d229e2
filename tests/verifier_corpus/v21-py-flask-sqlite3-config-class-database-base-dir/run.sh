#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
python -m venv .venv
. .venv/bin/activate
pip install -q -r requirements.txt
export FLASK_APP="realworld:create_app"
flask init-db
exec flask run --host 0.0.0.0 --port "${PORT:-8080}"
