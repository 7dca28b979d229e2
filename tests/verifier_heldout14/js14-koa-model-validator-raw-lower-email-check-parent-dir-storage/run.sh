#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
mkdir -p ../conduit-data
exec node src/main.js
