#!/bin/sh
set -e
cd "$(dirname "$0")"
mkdir -p data
exec node index.js --port 3000 --sqlite-file ./data/conduit.sqlite
