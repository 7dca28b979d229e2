#!/bin/sh
set -e
cd "$(dirname "$0")"
mkdir -p data
exec npx fastify start --address 0.0.0.0 --port 3000 app.js
