#!/bin/sh
set -eu
cd "$(dirname "$0")"
npm install --omit=dev --no-audit --no-fund --loglevel=error
exec node src/app.js
