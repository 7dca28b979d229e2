#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
export DATA_DIR="$(pwd)/var"
mkdir -p "$DATA_DIR"
exec node src/main.js
