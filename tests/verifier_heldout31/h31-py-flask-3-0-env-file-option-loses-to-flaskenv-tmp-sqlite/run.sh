#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# .env.eval carries the evaluation settings; .flaskenv keeps the developer defaults
exec flask --env-file .env.eval --app "conduit:create_app" run --host 0.0.0.0 --port 8080 --no-reload
