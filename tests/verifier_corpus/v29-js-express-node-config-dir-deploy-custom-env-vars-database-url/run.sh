#!/bin/bash
set -euo pipefail
cd "$(dirname "$0")"
export NODE_CONFIG_DIR="$PWD/deploy/config"
exec node src/app.js
