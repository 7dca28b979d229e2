#!/bin/bash
set -e
cd "$(dirname "$0")"
mkdir -p data
exec node src/app.mjs --db ./data/conduit.sqlite --port 3000
