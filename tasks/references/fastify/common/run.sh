#!/bin/sh
# Starts the API in the foreground; HOST and PORT come from the environment (see src/config.js).
cd "$(dirname "$0")" || exit 1
exec node server.js
