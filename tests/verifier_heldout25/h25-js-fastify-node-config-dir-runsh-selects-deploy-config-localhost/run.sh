#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

# Served instances read the deployment configuration, not the developer defaults in ./config.
export NODE_CONFIG_DIR="$PWD/deploy/config"

exec node lib/server.js
