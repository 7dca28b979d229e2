#!/bin/sh
# compile, then the Procfile's yarn start (cross-env node dist/app.js); knex migrates at start-up
npx tsc -p tsconfig.prod.json
export PORT=8080 HOST=0.0.0.0
exec yarn start
