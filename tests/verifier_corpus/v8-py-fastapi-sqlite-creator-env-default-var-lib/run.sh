#!/usr/bin/env bash
set -euo pipefail
pip install -q -r requirements.txt
mkdir -p /var/lib/conduit
exec uvicorn app.main:app --host 0.0.0.0 --port 8000
