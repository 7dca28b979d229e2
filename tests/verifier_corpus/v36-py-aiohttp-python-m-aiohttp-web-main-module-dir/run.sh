#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
exec python -m aiohttp.web -H 0.0.0.0 -P 8000 conduit.app:init_func
