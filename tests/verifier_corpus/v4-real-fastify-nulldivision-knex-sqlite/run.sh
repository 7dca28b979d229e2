#!/bin/sh
# the development environment of knexfile.js: migrate, then yarn start (prestart builds with tsc; node . runs dist/index.js)
export NODE_ENV=development
mkdir -p data
npx knex migrate:latest
exec yarn start
