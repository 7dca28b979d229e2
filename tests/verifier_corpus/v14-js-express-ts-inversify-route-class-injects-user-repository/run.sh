#!/bin/bash
set -euo pipefail
cd "$(dirname "$0")"
npx tsc -p .
exec node dist/server.js
