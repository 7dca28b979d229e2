#!/bin/sh
exec node "$(dirname "$0")/src/server.js"
