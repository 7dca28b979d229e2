#!/bin/bash
set -e
pip install -q -r requirements.txt >/dev/null 2>&1 || true
uvicorn src.main:app --host 0.0.0.0 --port 8080
