#!/bin/bash
cd "$(dirname "$0")"
exec gunicorn -w 2 -b 0.0.0.0:8080 wsgi:app
