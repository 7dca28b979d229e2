#!/usr/bin/env bash
cd "$(dirname "$0")"
exec uvicorn main:app --host 0.0.0.0 --port 8080
