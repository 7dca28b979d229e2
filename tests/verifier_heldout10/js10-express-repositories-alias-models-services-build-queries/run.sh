#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
mkdir -p storage
exec node src/server.js
