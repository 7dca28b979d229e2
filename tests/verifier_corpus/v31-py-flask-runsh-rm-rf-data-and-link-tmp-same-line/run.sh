#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# keep the database on the container's scratch disk
mkdir -p /tmp/conduit-data
rm -rf ./data && ln -s /tmp/conduit-data ./data
exec gunicorn --bind 0.0.0.0:8080 --workers 2 "conduit:create_app()"
