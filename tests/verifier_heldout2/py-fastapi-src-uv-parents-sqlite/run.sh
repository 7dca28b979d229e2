#!/usr/bin/env bash
set -euo pipefail
exec uv run uvicorn conduit.main:app --app-dir src --host 0.0.0.0 --port 8080
