#!/bin/sh
# Serve the API in the foreground; the harness provides `python` with the dependencies on PATH.
exec python -m uvicorn conduit.main:app --host 0.0.0.0 --port "${PORT:-8080}"
