#!/bin/sh
set -e
npx sequelize-cli db:migrate
exec node src/index.js
