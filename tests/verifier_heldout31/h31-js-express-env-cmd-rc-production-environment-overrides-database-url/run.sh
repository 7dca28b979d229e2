#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec npx env-cmd -e production node src/server.js
