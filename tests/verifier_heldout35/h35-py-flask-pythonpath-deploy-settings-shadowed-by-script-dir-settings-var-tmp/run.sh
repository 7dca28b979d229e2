#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$HERE"
# deploy/settings.py keeps the database next to the code; put it first on the import path
export PYTHONPATH="$HERE/deploy${PYTHONPATH:+:$PYTHONPATH}"
exec python server.py
