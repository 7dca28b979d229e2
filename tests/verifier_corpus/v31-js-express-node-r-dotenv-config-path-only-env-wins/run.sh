#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec node -r dotenv/config src/server.js dotenv_config_path=config/local.env dotenv_config_debug=false
