#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
STAGE=/tmp/conduit-stage
mkdir -p "$STAGE"
rsync -a --delete "$HERE"/ "$STAGE"/
cd "$STAGE"
exec gunicorn -b 0.0.0.0:8080 "conduit:create_app()"
