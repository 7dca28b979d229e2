#!/bin/bash
set -e
cd "$(dirname "$0")"
SQLITE_FILE=/tmp/koa-conduit.sqlite
rm -f "$SQLITE_FILE"-journal
mkdir -p storage
exec node src/index.js
