#!/usr/bin/env bash
# package.json start runs nodemon; in the foreground without watching: node app.js (port 3000)
set -euo pipefail
cd "$(dirname "$0")"
exec node app.js
