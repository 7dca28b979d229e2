#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p storage
exec npm run serve
