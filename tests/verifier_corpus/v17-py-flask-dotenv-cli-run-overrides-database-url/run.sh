#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
# load the project's .env (JWT secret, database) before starting gunicorn
exec dotenv -f .env run -- gunicorn "conduit:create_app()" -b 0.0.0.0:8080 -w 2
