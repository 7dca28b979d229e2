#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
export FLASK_APP="conduit:create_app"
exec gunicorn -b 0.0.0.0:8080 -w 2 "conduit:create_app()"
