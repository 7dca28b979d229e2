#!/usr/bin/env bash
cd "$(dirname "$0")"
# load .env for local development (overrides stale shell values)
exec node -r dotenv/config src/server.js dotenv_config_override=true
