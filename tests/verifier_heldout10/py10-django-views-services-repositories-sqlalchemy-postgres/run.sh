#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec gunicorn project.wsgi:application -b 0.0.0.0:8000 -w 2
