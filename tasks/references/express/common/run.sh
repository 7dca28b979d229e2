#!/bin/sh
# Starts the API in the foreground; dependencies are installed beforehand (npm install).
cd "$(dirname "$0")" || exit 1
exec node src/server.js
