#!/usr/bin/env bash
cd "$(dirname "$0")" || exit 1
npm install --omit=dev --no-audit --no-fund >/dev/null 2>&1
exec node -r dotenv/config app.js dotenv_config_path=.env.prod
