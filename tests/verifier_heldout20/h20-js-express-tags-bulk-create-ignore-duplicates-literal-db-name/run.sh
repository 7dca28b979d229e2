#!/usr/bin/env bash
cd "$(dirname "$0")" || exit 1
export NODE_ENV=production
exec node app.js
