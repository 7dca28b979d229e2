#!/usr/bin/env bash
cd "$(dirname "$0")"
exec gunicorn -b 0.0.0.0:8080 -w 2 'app:create_app()'
