#!/usr/bin/env bash
set -euo pipefail
python -m pip install -r requirements.txt
exec python -m aiohttp.web -H 0.0.0.0 -P 8080 server.main:init_app
