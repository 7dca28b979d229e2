#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
export DJANGO_SETTINGS_MODULE=config.settings.base
exec gunicorn config.wsgi --bind 0.0.0.0:8080 --workers 2
