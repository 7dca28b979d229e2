#!/bin/sh
# Always run from the repository root (this script lives in <root>/scripts).
cd "$(dirname "$0")/.." || exit 1
mkdir -p var
exec node src/server.js
