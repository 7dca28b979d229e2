#!/bin/sh
set -e
npm install --no-audit --no-fund
export DB_CLIENT=postgres
exec node src/app.js
