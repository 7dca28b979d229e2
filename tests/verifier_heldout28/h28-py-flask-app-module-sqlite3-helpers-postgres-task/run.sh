#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
export FLASK_APP=app.py
exec flask run --host 0.0.0.0 --port 8080
