#!/usr/bin/env bash
cd "$(dirname "$0")" || exit 1
npm install --no-audit --no-fund >/dev/null 2>&1 || true
exec npm start
