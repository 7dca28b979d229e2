#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# gunicorn imports the package from src/ (no install step needed).
exec gunicorn --chdir src --bind 0.0.0.0:8080 --workers 1 --threads 4 "conduit.app:create_app()"
