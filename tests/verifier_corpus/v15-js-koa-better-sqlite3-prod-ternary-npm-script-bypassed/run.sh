#!/bin/sh
# Start the API in the foreground.
cd "$(dirname "$0")" || exit 1
exec node src/server.js
