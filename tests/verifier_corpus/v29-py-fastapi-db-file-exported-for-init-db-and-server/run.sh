#!/bin/bash
set -e
cd "$(dirname "$0")"
mkdir -p data
export DB_FILE=./data/conduit.db
python -m app.init_db
exec uvicorn app.main:app --host 0.0.0.0 --port 8080
