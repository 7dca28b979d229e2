#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

mkdir -p data
# config/default.json keeps the scratch database used while developing;
# the served instance keeps its data with the project.
export NODE_CONFIG='{"db":{"storage":"data/conduit.sqlite"}}'

exec node src/index.js
