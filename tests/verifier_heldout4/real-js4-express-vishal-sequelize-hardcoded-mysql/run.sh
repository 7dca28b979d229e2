#!/usr/bin/env bash
# npm start: node src/server.js (the port, 3000, is fixed in the code)
set -euo pipefail
cd "$(dirname "$0")"
exec node src/server.js
