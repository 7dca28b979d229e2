#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
export NODE_ENV=production
exec node src/app.js
