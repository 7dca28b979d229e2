#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# Flask loads every FLASK_* variable into app.config (app.config.from_prefixed_env)
export FLASK_SQLALCHEMY_DATABASE_URI="${DATABASE_URL/postgresql:\/\//postgresql+psycopg2://}"
export FLASK_SECRET_KEY="${SECRET_KEY:-conduit-dev}"
exec waitress-serve --listen=0.0.0.0:8080 --call conduit:create_app
