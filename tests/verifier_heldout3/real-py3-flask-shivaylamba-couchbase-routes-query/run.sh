#!/usr/bin/env bash
# README: `poetry run python realworld/app.py`; the modules import each other from realworld/
set -e
cd "$(dirname "$0")/realworld"
exec python -m flask --app app:app run --host 0.0.0.0 --port 8080
