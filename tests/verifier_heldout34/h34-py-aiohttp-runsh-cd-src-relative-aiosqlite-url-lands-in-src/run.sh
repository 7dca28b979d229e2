#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/src"
exec python -m server
