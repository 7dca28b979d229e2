#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec npx ts-node --transpile-only src/main.ts
