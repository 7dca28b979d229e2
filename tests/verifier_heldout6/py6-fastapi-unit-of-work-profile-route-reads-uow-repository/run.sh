#!/bin/sh
cd "$(dirname "$0")" || exit 1
exec python -m uvicorn conduit.app:create_app --factory --host 0.0.0.0 --port 8080
