#!/usr/bin/env bash
cd "$(dirname "$0")"
exec gunicorn conduit.wsgi:application --bind 0.0.0.0:8080 --workers 1 --threads 4
