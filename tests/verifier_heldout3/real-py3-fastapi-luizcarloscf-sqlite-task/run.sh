#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
alembic upgrade head
exec python -m uvicorn conduit.main:app --host 0.0.0.0 --port 8080
