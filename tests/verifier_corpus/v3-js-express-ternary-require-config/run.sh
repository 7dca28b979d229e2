#!/bin/sh
set -e
npm install --no-audit --no-fund
export NODE_ENV=production
exec node src/index.js
