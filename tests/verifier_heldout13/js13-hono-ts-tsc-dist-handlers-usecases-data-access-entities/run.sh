#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
npx tsc
exec node dist/index.js
