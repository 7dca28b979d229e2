#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec fastapi run app/main.py --host 0.0.0.0 --port 8080
