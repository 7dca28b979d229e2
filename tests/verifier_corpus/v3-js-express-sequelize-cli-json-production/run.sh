#!/bin/sh
set -e
export NODE_ENV=production
npm ci --omit=dev --no-audit --no-fund
npx sequelize-cli db:migrate
exec node app.js
