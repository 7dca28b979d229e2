#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
pip install -q -r requirements.txt
exec gunicorn -w 2 -b 0.0.0.0:8080 "conduit.app:create_app()"
