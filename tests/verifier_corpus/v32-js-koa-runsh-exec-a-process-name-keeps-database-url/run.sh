#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
# name the process so it is easy to find in ps / top
exec -a conduit-koa node src/server.js
