#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
mkdir -p storage
exec node --env-file=.env --import tsx src/server.ts
