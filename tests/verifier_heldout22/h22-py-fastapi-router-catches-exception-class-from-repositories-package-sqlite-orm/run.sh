#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
export PYTHONPATH="$HERE"
exec uvicorn conduit.app:create_app --factory --host 0.0.0.0 --port 8080
