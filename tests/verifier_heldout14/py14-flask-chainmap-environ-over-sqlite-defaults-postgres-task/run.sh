#!/bin/sh
cd "$(dirname "$0")" || exit 1
exec gunicorn wsgi:app -b 0.0.0.0:8080 -w 2 --access-logfile -
