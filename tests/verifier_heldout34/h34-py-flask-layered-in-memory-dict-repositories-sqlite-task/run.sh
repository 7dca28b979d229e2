#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec python -m flask --app main run --host=0.0.0.0 --port=8080
