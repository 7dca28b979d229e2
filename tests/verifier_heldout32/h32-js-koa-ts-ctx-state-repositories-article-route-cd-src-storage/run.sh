#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/src"
exec ../node_modules/.bin/tsx index.ts
