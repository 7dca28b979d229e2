#!/bin/bash
set -e
cd "$(dirname "$0")"
source .env
mkdir -p "$(dirname "$DB_STORAGE")"
exec node src/app.js
