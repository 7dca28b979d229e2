#!/bin/bash
set -e
cd "$(dirname "$0")"
exec python -m conduit --database-url "$DATABASE_URL" --port 8080
