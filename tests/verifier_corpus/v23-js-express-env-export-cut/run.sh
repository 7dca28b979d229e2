#!/bin/bash
cd "$(dirname "$0")"
export DATABASE_URL=$(grep DATABASE_URL .env | cut -d= -f2-)
exec node src/app.js
