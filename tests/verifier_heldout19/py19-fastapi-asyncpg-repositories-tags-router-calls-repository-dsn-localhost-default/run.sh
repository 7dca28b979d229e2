#!/bin/bash
cd "$(dirname "$0")" || exit 1
exec uvicorn src.main:app --host 0.0.0.0 --port 8080 --workers 1
