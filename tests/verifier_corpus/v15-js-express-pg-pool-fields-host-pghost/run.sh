#!/usr/bin/env bash
cd "$(dirname "$0")"
node src/db/migrate.js && exec node src/app.js
