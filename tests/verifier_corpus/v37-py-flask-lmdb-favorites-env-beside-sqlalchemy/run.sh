#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
pip install -q -r requirements.txt
mkdir -p instance
exec gunicorn --bind 0.0.0.0:8080 "conduit:create_app()"
