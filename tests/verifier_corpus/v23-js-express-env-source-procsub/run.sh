#!/bin/bash
cd "$(dirname "$0")"
source <(grep -v '^#' .env)
exec node src/app.js
