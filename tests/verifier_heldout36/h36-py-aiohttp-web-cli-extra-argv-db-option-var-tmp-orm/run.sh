#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
mkdir -p /var/tmp/conduit
exec python -m aiohttp.web -H 0.0.0.0 -P 8080 conduit.entry:init_func --db=/var/tmp/conduit/conduit.sqlite3
