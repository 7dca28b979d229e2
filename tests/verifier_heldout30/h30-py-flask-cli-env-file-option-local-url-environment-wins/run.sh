#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

# Local developer settings live in .env.development; the flask CLI reads them
# through its --env-file option before the app factory runs.
exec flask --env-file .env.development --app "conduit:create_app()" run \
  --host 0.0.0.0 --port 8080 --no-reload
