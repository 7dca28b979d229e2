#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# the preload fills in environment defaults before any app module is evaluated
exec node --import ./src/preload/env.js src/server.js
