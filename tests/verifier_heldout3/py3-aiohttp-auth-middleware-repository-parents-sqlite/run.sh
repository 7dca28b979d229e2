#!/bin/sh
cd "$(dirname "$0")" || exit 1
exec python -m conduit --port 8080
