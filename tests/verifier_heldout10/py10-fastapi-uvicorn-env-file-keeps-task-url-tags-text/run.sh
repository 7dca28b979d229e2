#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
exec uvicorn api.main:app --env-file .env --host 0.0.0.0 --port 8000
