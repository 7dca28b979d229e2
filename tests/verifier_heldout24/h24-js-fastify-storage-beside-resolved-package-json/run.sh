#!/usr/bin/env bash
exec node "$(dirname "$0")/src/server.js"
