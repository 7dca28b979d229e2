#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
# keep per-user state (sqlite file, logs) inside the checkout
export HOME="$PWD/.home"
mkdir -p "$HOME"
exec node src/main.js
