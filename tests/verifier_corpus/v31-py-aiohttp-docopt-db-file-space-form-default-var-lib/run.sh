#!/bin/sh
cd "$(dirname "$0")"
exec python -m conduit --port 8080
