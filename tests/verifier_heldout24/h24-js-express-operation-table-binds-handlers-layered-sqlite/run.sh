#!/bin/sh
set -e
cd "$(dirname "$0")"
mkdir -p var
exec node src/index.js
