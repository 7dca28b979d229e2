#!/bin/sh
cd "$(dirname "$0")"
exec ./node_modules/.bin/pm2-runtime ecosystem.config.cjs
