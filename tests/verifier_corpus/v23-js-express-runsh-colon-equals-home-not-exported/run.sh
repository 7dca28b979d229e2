#!/bin/bash
cd "$(dirname "$0")"
: "${SQLITE_FILE:=$HOME/.conduit/c.sqlite}"

exec node src/app.js
