#!/bin/sh
set -e
npm ci --no-audit --no-fund
npx sequelize-cli db:migrate
exec node app.js
