#!/bin/sh
set -e
npm ci --no-audit --no-fund
npm run build
exec npm start
