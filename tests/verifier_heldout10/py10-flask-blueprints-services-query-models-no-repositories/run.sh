#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
export FLASK_APP=conduit
exec gunicorn -w 2 -b 0.0.0.0:8000 "conduit:create_app()"
