#!/bin/sh
set -e
cd "$(dirname "$0")"
exec python -m uvicorn conduit.main:app --host 0.0.0.0 --port 8080
