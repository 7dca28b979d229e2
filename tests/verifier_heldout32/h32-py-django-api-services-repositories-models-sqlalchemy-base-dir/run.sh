#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec gunicorn config.wsgi:application -b 0.0.0.0:8080 -w 2
