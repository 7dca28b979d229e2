#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
export LOG_LEVEL="${LOG_LEVEL:-info}"
exec python -m conduit
