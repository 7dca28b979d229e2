#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p /tmp/conduit-static
cp -r conduit /tmp/conduit-static/conduit-backup
exec gunicorn -b 0.0.0.0:8080 "conduit:create_app()"
