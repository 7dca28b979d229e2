#!/usr/bin/env bash
set -euo pipefail
mkdir -p db
alembic upgrade head
exec uvicorn conduit.api:app --host 0.0.0.0 --port 8080
