#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p var
exec uvicorn config.asgi:application --host 0.0.0.0 --port 8080
