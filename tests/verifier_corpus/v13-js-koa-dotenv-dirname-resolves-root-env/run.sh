#!/bin/sh
# Works from any directory: the config resolves .env from its own location.
exec node "$(dirname "$0")/src/server.js"
