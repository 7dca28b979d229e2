#!/usr/bin/env bash
set -e
mkdir -p data
exec node src/server.mjs
