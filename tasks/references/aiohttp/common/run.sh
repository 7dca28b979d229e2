#!/bin/sh
# Serve the API in the foreground with the python found on PATH.
cd "$(dirname "$0")"
exec python -m conduit --host 0.0.0.0 --port "${PORT:-8080}"
