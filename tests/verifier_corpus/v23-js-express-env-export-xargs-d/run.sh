#!/bin/bash
cd "$(dirname "$0")"
export $(grep -v '^#' .env | xargs -d '\n')
exec node src/app.js
