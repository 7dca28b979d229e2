#!/usr/bin/env bash
set -e
cd "$(dirname "${BASH_SOURCE[0]}")"
mkdir -p data
alembic upgrade head
exec uvicorn conduit.app:app --host 0.0.0.0 --port 8000
