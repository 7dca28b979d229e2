#!/usr/bin/env bash
cd "$(dirname "$0")"
export PYTHONPATH="$PWD"
exec gunicorn -b 0.0.0.0:8080 src.app:app
