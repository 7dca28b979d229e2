#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

# Database used by the app (read by conduit/config.py). Kept in the project so it survives restarts.
mkdir -p instance
export DATABASE_URL="sqlite:///$PWD/instance/conduit.db"
export SECRET_KEY="${SECRET_KEY:-conduit-flask-secret}"

exec waitress-serve --host=0.0.0.0 --port=8080 --call conduit:create_app
