#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
# supervisor restarts the API process if it crashes
exec node supervisor.js
