#!/usr/bin/env bash
set -e
exec node "$(dirname "$0")/src/server.js"
