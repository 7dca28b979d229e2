#!/bin/sh
cd "$(dirname "$0")" || exit 1
mkdir -p data
exec node src/index.js
