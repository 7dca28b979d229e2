#!/usr/bin/env bash
set -euo pipefail
exec python -m aiohttp.web -H 0.0.0.0 -P 8080 conduit.app:build
