#!/bin/sh
set -e
npm install --no-audit --no-fund
NODE_ENV=production npx knex migrate:latest
NODE_ENV=production exec node src/server.js
