#!/bin/sh
set -e
cd "$(dirname "$0")"
PORT=3000 exec node src/index.js
