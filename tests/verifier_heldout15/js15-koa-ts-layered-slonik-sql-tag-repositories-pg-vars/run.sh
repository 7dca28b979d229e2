#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec npx --no-install tsx src/server.ts
