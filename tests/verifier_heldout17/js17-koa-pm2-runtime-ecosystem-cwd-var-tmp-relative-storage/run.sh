#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
mkdir -p /var/tmp/conduit
exec npx pm2-runtime start ecosystem.config.js
