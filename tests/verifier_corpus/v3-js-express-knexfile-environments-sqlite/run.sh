#!/bin/sh
set -e
npm install --no-audit --no-fund
npx knex migrate:latest
exec node src/server.js
