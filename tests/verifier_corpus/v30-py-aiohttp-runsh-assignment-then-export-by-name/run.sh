#!/bin/bash
set -e
cd "$(dirname "$0")"
DB_PATH=/tmp/conduit-aiohttp.db
PORT=8080
export DB_PATH PORT
exec python -m conduit
