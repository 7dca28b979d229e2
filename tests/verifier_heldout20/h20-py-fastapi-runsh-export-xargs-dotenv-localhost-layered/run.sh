#!/bin/bash
set -e
cd "$(dirname "$0")"

# load local settings
if [ -f .env ]; then
  export $(grep -v '^#' .env | xargs)
fi

exec uvicorn app.main:app --host 0.0.0.0 --port "${PORT:-8080}"
