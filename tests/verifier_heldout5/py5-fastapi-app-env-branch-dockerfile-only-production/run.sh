#!/usr/bin/env bash
set -e
exec uvicorn main:app --host 0.0.0.0 --port 8080 --workers 2
