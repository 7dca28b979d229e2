#!/bin/sh
# the schema's datasource is SQLite with url env("DATABASE_URL"): point it at a file of the project
# (the evaluation's own DATABASE_URL names its PostgreSQL), apply the migrations, start without watch
export DATABASE_URL="file:./dev.db" PORT=3000
npx prisma migrate deploy
exec npx tsx src/index.ts
