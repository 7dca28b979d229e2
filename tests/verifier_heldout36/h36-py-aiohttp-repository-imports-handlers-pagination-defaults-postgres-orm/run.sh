#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec python -m aiohttp.web -H 0.0.0.0 -P 8080 conduit.web:create_app
