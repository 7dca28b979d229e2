#!/bin/sh
# as the project's scripts: apply the drizzle migrations, then the dev command (tsx) without watch; DATABASE_URL from the environment
export JWT_SECRET="${JWT_SECRET:-conduit-secret}" PORT=3000
npx drizzle-kit migrate
exec npx tsx src/index.ts
