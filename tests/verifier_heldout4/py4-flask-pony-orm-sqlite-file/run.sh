#!/usr/bin/env bash
cd "$(dirname "$0")" || exit 1
exec python -m flask --app conduit.app:app run --host 0.0.0.0 --port 8080 --no-reload
