#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# app.py starts the development server itself (app.run on 0.0.0.0:8080)
exec python app.py
