#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# load .env (JWT secret, pool size, ...) for the server process
exec dotenv -f .env run -- uvicorn app.main:app --host 0.0.0.0 --port 8080
