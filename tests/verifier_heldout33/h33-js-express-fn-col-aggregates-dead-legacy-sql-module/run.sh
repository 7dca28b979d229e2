#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p var
exec node src/index.js
