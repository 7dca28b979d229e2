#!/bin/sh
cd "$(dirname "$0")"
npm ci --no-audit
exec node src/server.js
