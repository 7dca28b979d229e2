#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
npm install --no-audit --no-fund --loglevel=error
mkdir -p data
exec ./node_modules/.bin/nf start web
