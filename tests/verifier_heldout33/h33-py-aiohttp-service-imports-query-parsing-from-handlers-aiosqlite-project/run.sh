#!/bin/sh
cd "$(dirname "$0")" || exit 1
exec python -m aiohttp.web -H 0.0.0.0 -P 8080 blog.main:init_app
