#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
pip install -q -r requirements.txt
export JWT_SECRET="${JWT_SECRET:-local-dev-secret}"
exec uvicorn src.api:app --host 0.0.0.0 --port 3000
