#!/bin/bash
set -e
cd "$(dirname "$0")"
if [ -f .env ]; then
  export $(grep -v '^#' .env | xargs)
fi
exec node src/index.js
