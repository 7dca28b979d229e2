#!/usr/bin/env bash
cd "$(dirname "$0")"
exec python -m gunicorn --bind 0.0.0.0:8080 conduit.wsgi:app
