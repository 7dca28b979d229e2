#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec granian --interface asgi --host 0.0.0.0 --port 8080 --workers 1 api.main:app
