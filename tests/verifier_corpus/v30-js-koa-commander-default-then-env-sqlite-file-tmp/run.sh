#!/bin/sh
set -e
cd "$(dirname "$0")"
exec node index.js --port 3000
