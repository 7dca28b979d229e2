#!/usr/bin/env bash
# Start the API from a clean, reproducible environment: only what the server
# needs is passed through, so stray variables of the calling shell cannot leak in.
set -euo pipefail
cd "$(dirname "$0")"
exec env -i \
  PATH="$PATH" \
  HOME="${HOME:-/root}" \
  LANG=C.UTF-8 \
  PYTHONUNBUFFERED=1 \
  PORT=8080 \
  python -m realworld
