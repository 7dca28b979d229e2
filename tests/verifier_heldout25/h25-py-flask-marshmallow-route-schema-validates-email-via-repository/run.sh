#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec gunicorn -c gunicorn.conf.py "conduit:create_app()"
