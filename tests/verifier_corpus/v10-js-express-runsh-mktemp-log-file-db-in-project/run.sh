#!/bin/sh
set -e
cd "$(dirname "$0")"

# request log goes to a throw-away file; the database stays in the project
ACCESS_LOG="$(mktemp /tmp/conduit-access.XXXXXX)"
export ACCESS_LOG
export DB_STORAGE="./data/conduit.sqlite"
mkdir -p data

node src/server.js
