#!/bin/sh
set -e
npm install --no-audit --no-fund
exec npx pm2-runtime start ecosystem.config.js
