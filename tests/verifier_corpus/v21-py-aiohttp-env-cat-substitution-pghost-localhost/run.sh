#!/bin/sh
set -e
cd "$(dirname "$0")"
python3 -m pip install --quiet -r requirements.txt
# local settings (JWT secret, log level, connection) live in env.local
exec env $(grep -v '^#' env.local | xargs) python3 -m app
