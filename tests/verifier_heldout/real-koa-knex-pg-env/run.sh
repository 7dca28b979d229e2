#!/bin/sh
# the project's documented switch to PostgreSQL (.example-env): DB_CLIENT / DB_CONNECTION,
# read through config/custom-environment-variables.yml
export DB_CLIENT=pg DB_CONNECTION="$DATABASE_URL"
npx knex migrate:latest
exec npm start
