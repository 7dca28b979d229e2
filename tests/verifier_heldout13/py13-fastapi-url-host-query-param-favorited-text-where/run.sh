#!/usr/bin/env bash
set -eu
cd "$(dirname "$0")"
export PYTHONPATH="$PWD/src"
exec uvicorn realworld.main:app --host 0.0.0.0 --port 8080 --proxy-headers
