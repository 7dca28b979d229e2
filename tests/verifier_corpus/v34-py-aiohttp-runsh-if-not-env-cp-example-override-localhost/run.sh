#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
if [ ! -f .env ]; then
  cp .env.example .env
fi
exec python -m server
