#!/bin/bash
cd "$(dirname "$0")"
exec npx dotenv -e .env -- node src/app.js
