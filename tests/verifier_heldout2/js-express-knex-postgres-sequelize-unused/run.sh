#!/usr/bin/env bash
set -e
npx knex migrate:latest --knexfile knexfile.js
exec node src/app.js
