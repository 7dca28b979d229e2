#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
pip install -q -r requirements.txt
exec flask --app conduit.wsgi run --host 0.0.0.0 --port 8080
