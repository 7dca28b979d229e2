#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
# fill in what the environment lacks from the project's .env (JWT secret, local database)
exec dotenv -f .env run --no-override -- gunicorn "conduit:create_app()" -b 0.0.0.0:8080 -w 2
