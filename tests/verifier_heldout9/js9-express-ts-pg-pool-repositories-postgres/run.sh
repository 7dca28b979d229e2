#!/usr/bin/env bash
set -euo pipefail
exec npx tsx src/server.ts
