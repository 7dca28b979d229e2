#!/bin/bash
cd "$(dirname "$0")"
set -o allexport; source .env; set +o allexport
exec node src/app.js
