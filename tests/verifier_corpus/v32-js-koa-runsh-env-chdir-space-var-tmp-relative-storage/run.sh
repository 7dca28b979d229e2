#!/usr/bin/env bash
set -euo pipefail
APP="$(cd "$(dirname "$0")" && pwd)"
cd "$APP"
npm ci --omit=dev
mkdir -p /var/tmp/conduit
exec env --chdir /var/tmp/conduit node "$APP/src/index.js"
