#!/bin/sh
set -e
pip install -q -r requirements.txt
export CONDUIT_DATA_DIR="$PWD/data"
exec uvicorn app.main:app --host 0.0.0.0 --port 8080
