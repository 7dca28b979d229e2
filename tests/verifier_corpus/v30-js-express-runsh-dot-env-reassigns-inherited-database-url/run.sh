#!/bin/sh
set -e
cd "$(dirname "$0")"
# local settings (JWT secret etc.)
. ./.env
exec node server.js
