#!/bin/sh
cd "$(dirname "$0")"
export FLASK_APP=app
exec python -m flask run --host 0.0.0.0 --port 8080
