#!/bin/sh
set -e
cd "$(dirname "$0")"
mkdir -p data
export NODE_CONFIG='{"db":{"storage":"data/conduit.sqlite"}}'
exec node src/index.js
