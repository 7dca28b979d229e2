#!/usr/bin/env bash
# Added for the held-out case: the project's build + serve scripts (npm start also starts watchers).
set -e
cd "$(dirname "$0")"
npx tsc
exec node build/server.js
