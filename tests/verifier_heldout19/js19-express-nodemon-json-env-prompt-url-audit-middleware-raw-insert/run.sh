#!/usr/bin/env bash
cd "$(dirname "$0")" || exit 1
exec npx nodemon --config nodemon.json src/index.js
