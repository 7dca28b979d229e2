#!/bin/bash
set -e
cd "$(dirname "$0")"

export CONDUIT_DB_FILE=/var/lib/conduit/conduit.sqlite
mkdir -p "$(dirname "$CONDUIT_DB_FILE")"

node src/server.js
