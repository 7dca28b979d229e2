#!/bin/sh
# as the project's README: apply the Prisma migrations (DATABASE_URL from the environment), then npm start (nx serve)
npx prisma migrate deploy
exec npm start
