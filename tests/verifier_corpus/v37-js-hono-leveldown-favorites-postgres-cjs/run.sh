#!/bin/sh
set -e
cd "$(dirname "$0")"
npm ci || npm install
exec node server/index.js
