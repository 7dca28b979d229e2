#!/usr/bin/env bash
# Added for the held-out case: the project's npm start (node --env-file=.env ./api/server.js).
set -e
cd "$(dirname "$0")"
exec npm start
