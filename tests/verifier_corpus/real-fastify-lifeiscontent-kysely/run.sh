#!/bin/sh
# as the project's scripts: migrate (tsx --import ./dotenv.js scripts/migrate.ts), then the dev command without watch
npm run migrate
exec npx tsx --import ./dotenv.js ./src/index.ts
