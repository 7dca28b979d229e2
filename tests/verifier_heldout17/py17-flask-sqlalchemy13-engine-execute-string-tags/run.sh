#!/bin/bash
cd "$(dirname "$0")"
mkdir -p var
export FLASK_APP=autoapp.py
exec python -m flask run --host=0.0.0.0 --port=8080 --no-reload
