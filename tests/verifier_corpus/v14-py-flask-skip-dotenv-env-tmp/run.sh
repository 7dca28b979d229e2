#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
pip install -q -r requirements.txt
# .env is my scratch setup for local hacking; the evaluated server must not read it
export FLASK_SKIP_DOTENV=1
exec flask --app conduit:create_app run --host 0.0.0.0 --port 8080
