#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
npx knex migrate:latest --knexfile knexfile.js
exec node src/app.js
