#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
cd "$HERE"
exec gunicorn --chdir "$HERE" -b 0.0.0.0:8080 -w 2 "src.app:create_app()"
