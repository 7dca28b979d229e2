#!/bin/sh
set -e
npm install
mkdir -p data
export DB_FILE=./data/conduit.db
exec node index.mjs
