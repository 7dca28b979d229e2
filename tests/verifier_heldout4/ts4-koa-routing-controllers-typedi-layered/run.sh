#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
export PORT=3000
exec npm start
