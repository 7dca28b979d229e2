#!/bin/bash
set -e
cd "$(dirname "$0")"
mkdir -p data
node src/models/index.js
exec node src/server.js
