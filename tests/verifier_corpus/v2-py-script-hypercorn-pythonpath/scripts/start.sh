#!/bin/bash
set -e
cd "$(dirname "$0")/.."
PYTHONPATH=src APP_ENV=production exec hypercorn conduit.main:app --bind 0.0.0.0:8080 --workers 1
