#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
cd "$HERE"
exec python -m aiohttp.web -H 0.0.0.0 -P 8080 conduit.app:init_app
