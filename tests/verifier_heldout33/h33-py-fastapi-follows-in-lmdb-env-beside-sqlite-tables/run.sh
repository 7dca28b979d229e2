#!/usr/bin/env bash
cd "$(dirname "$0")"
mkdir -p var
exec uvicorn conduit.main:app --host 0.0.0.0 --port 8080 --workers 1
