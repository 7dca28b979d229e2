#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
npm install --no-audit --no-fund --loglevel=error
mkdir -p /var/tmp/conduit
exec npx pm2-runtime start ecosystem.config.js
