#!/usr/bin/env bash
cd "$(dirname "$0")" || exit 1
exec uvicorn conduit.main:app --host 0.0.0.0 --port 8080
