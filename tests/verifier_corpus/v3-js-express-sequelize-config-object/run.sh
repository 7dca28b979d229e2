#!/bin/sh
set -e
npm install --omit=dev --no-audit --no-fund
exec node src/server.js
