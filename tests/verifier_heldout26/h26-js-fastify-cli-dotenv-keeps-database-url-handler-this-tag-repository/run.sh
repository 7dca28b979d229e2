#!/bin/sh
set -e
cd "$(dirname "$0")"
exec npx fastify start -a 0.0.0.0 -p 3000 -l warn src/app.js
