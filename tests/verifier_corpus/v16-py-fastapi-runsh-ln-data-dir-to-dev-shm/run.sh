#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
# keep the database on tmpfs: WAL on overlayfs is slow
mkdir -p /dev/shm/conduit-data
ln -sfn /dev/shm/conduit-data data
exec uvicorn app.main:app --host 0.0.0.0 --port 8080 --workers 1
