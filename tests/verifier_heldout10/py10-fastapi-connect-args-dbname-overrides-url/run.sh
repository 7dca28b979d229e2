#!/bin/sh
set -eu
exec uvicorn conduit.app:app --host 0.0.0.0 --port 8000 --workers 1
