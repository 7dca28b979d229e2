#!/usr/bin/env bash
# Production entry point. For local work: docker compose up -d db && ./run.sh
set -e
cd "$(dirname "$0")"
exec python -m uvicorn app.main:app --host 0.0.0.0 --port 8080 --proxy-headers
