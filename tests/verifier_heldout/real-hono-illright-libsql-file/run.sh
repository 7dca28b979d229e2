#!/bin/sh
# the dev command without watch; DATABASE_URL set to the libSQL file the project defaults to
# (the evaluation's own DATABASE_URL names its PostgreSQL, which libSQL cannot open)
export DATABASE_URL="file:local.db" PORT=3000
exec npx tsx src/cli.ts
