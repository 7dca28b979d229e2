#!/bin/sh
# Start the API (port 3000).
cd "$(dirname "$0")" || exit 1
exec node src/main.js
