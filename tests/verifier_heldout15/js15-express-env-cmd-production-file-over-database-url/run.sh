#!/bin/sh
# Production start: load the production settings and run the API in the foreground.
cd "$(dirname "$0")"
exec npx env-cmd -f .env.production node src/index.js
