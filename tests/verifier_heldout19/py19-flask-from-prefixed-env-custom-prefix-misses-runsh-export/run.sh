#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# Flask picks FLASK_* variables up through from_prefixed_env()
export FLASK_SQLALCHEMY_DATABASE_URI="${DATABASE_URL}"
export FLASK_SECRET_KEY="${SECRET_KEY:-conduit-secret}"
exec waitress-serve --listen=0.0.0.0:8080 --call api:create_app
