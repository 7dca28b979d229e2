#!/usr/bin/env bash
# .env is the README's "copy .env.example to .env"; the server listens on SERVER_PORT.
set -euo pipefail
cd "$(dirname "$0")"
export SERVER_PORT=3000
exec npx ts-node app/index.ts
