#!/bin/bash
set -e
cd "$(dirname "$0")"
npx sequelize-cli db:migrate
exec node server.js
