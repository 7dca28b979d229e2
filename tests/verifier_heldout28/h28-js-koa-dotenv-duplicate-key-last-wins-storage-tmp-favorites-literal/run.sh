#!/usr/bin/env bash
cd "$(dirname "$0")" || exit 1
mkdir -p data
exec node src/server.js
