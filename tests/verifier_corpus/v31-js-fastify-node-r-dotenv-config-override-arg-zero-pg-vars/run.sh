#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec node -r dotenv/config app.js dotenv_config_override=0
