#!/bin/sh
set -e
cd "$(dirname "$0")"
mkdir -p data
exec node src/main.js
