#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
mkdir -p data
pip install -q -r requirements.txt
exec uvicorn conduit.main:app --host 0.0.0.0 --port 8080
