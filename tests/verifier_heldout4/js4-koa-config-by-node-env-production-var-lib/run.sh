#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
export NODE_ENV=production
export PORT=3000
mkdir -p /var/lib/conduit 2>/dev/null || true
exec npm start
