#!/usr/bin/env bash
set -e
HERE="$(cd "$(dirname "$0")" && pwd)"
cd "$HERE"
exec uvicorn conduit.bootstrap:app --host 0.0.0.0 --port 8080 --workers 1
