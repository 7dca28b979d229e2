#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
export PICCOLO_CONF=piccolo_conf
exec uvicorn conduit.main:app --host 0.0.0.0 --port 8080
