#!/bin/bash
cd "$(dirname "$0")"
# pm2-runtime keeps the process in the foreground and restarts it if it crashes
exec npx pm2-runtime ecosystem.config.js
