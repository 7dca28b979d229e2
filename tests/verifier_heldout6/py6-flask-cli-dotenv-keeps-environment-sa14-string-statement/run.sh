#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
# `flask run` loads .flaskenv and .env through python-dotenv.
exec flask --app conduit run --host 0.0.0.0 --port 8080 --without-threads
