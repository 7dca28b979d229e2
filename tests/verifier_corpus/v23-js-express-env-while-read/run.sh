#!/bin/bash
cd "$(dirname "$0")"
while IFS= read -r line; do export "$line"; done < .env
exec node src/app.js
