#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec gunicorn config.wsgi -b 0.0.0.0:8080 -w 2
