#!/bin/sh
# as the project's scripts: knex migrations (db:migrate), then npm start
npx knex migrate:latest
exec npm start
