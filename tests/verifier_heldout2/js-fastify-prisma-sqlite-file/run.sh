#!/usr/bin/env bash
set -e
npx prisma db push --skip-generate
npx prisma generate
exec node app.js
