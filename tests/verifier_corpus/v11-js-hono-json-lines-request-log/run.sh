#!/bin/sh
cd "$(dirname "$0")" || exit 1
mkdir -p logs data
exec node src/index.js
