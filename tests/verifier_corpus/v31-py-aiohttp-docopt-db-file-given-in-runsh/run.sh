#!/bin/sh
cd "$(dirname "$0")"
mkdir -p data
exec python -m conduit --port 8080 --db-file data/conduit.db
