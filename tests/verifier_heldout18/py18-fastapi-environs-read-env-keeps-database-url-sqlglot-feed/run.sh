#!/bin/sh
cd "$(dirname "$0")" || exit 1
exec uvicorn conduit.app:app --host 0.0.0.0 --port 8080
