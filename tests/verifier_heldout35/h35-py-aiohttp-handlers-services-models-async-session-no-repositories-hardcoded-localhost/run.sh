#!/usr/bin/env bash
cd "$(dirname "$0")"
exec python -m aiohttp.web -H 0.0.0.0 -P 8080 conduit.app:init_app
