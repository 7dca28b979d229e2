#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# The application lives in src/; uvicorn imports main:app from its working directory.
exec env -C src uvicorn main:app --host 0.0.0.0 --port 8080
