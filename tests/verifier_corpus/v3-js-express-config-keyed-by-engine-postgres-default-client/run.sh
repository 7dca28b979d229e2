#!/bin/sh
set -e
npm install --no-audit --no-fund
exec node src/app.js
