#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec node --env-file=.env --import tsx src/main.ts
