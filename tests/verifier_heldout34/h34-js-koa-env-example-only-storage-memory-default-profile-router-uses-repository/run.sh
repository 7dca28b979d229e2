#!/usr/bin/env bash
cd "$(dirname "$0")"
exec node -r dotenv/config src/server.js
