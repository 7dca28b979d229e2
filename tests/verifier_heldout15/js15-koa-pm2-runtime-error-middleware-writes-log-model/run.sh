#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec npx pm2-runtime start ecosystem.config.js
