#!/usr/bin/env bash
set -euo pipefail
exec gunicorn -w 1 -b 0.0.0.0:8080 'conduit:create_app()'
