#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
mkdir -p /tmp/conduit
exec node src/server.js
