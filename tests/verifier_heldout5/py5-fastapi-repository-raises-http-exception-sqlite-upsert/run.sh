#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec uvicorn --app-dir src conduit.app:app --host 0.0.0.0 --port 8080
