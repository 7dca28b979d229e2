#!/bin/sh
# Start the Conduit API in the foreground.
cd "$(dirname "$0")" || exit 1
mkdir -p data
exec node src/server.js
