#!/bin/bash
cd "$(dirname "$0")"
: "${SQLITE_FILE:=$HOME/.conduit/c.sqlite}"
export SQLITE_FILE
exec node src/app.js
