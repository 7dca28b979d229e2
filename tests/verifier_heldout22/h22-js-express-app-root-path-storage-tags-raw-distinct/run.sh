#!/bin/sh
set -e
cd "$(dirname "$0")"
# pin the app root: app-root-path otherwise guesses it from where node_modules lives
export APP_ROOT_PATH="$PWD"
exec node index.js
