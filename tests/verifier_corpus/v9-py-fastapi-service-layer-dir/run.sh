#!/bin/sh
pip install --no-cache-dir -r requirements.txt || exit 1
exec python -m uvicorn conduit.app:app --host 0.0.0.0 --port 8080
