#!/bin/bash
set -e
pip install -q -r requirements.txt 2>/dev/null || true
exec uvicorn app.main:app --host 0.0.0.0 --port 8000
