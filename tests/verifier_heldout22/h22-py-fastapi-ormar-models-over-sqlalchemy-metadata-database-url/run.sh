#!/usr/bin/env bash
cd "$(dirname "${BASH_SOURCE[0]}")" || exit 1
exec uvicorn app.main:app --host 0.0.0.0 --port "${PORT:-8080}"
