#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
export FLASK_APP="conduit.app:create_app"
flask init-db
flask seed-tags
exec gunicorn -b 0.0.0.0:8080 -w 1 "conduit.app:create_app()"
