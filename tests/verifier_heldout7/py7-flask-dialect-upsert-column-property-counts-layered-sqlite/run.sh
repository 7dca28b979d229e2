#!/bin/bash
set -euo pipefail
cd "$(dirname "$0")"
exec gunicorn -w 1 -b 0.0.0.0:8000 wsgi:app
