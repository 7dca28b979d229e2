#!/bin/sh
set -e
npm install --no-audit --no-fund
NODE_ENV=production exec node src/index.js
