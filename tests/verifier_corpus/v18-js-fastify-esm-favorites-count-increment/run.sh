#!/bin/sh
set -e
cd "$(dirname "$0")"
mkdir -p storage
exec node src/main.js
