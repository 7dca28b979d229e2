#!/bin/bash
cd "$(dirname "$0")"
export DATABASE_URL="$(sed -n "s/^DATABASE_URL=//p" .env)"
exec node src/app.js
