#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec node -r @swc-node/register src/server.ts
