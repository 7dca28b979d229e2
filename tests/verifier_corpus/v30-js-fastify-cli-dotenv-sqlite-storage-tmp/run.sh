#!/bin/bash
set -e
cd "$(dirname "$0")"
mkdir -p data
exec npx fastify start -a 0.0.0.0 -p 3000 app.js
