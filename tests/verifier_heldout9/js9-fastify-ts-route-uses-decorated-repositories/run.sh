#!/usr/bin/env bash
set -e
npm run build
exec node dist/server.js
