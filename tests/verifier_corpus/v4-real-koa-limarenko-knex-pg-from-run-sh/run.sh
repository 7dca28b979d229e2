#!/bin/sh
# compile, then the Procfile's yarn start (cross-env node dist/app.js); the knexfile's client and
# connection from the evaluation's PostgreSQL
npx tsc -p tsconfig.prod.json
export DB_CLIENT=pg DB_CONNECTION="$DATABASE_URL"
export PORT=8080 HOST=0.0.0.0
exec yarn start
