#!/usr/bin/env bash
cd "$(dirname "$0")"
pip show uvicorn >/dev/null 2>&1 || echo "uvicorn missing" >&2
exec uvicorn main:app --host 0.0.0.0 --port 8080
