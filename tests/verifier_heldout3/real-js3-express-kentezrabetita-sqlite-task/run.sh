#!/usr/bin/env bash
# Added for the held-out case: starts the nodemon.json command once.
set -e
cd "$(dirname "$0")"
export PORT=3000
export JWT_SECRET="${JWT_SECRET:-conduit-secret}"
exec npx ts-node --esm src/index.ts
