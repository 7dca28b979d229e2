#!/bin/bash
cd "$(dirname "$0")"
python -c "from conduit.bootstrap import create_schema; create_schema()"
exec gunicorn conduit.wsgi:application --bind 0.0.0.0:8080 --workers 2 --timeout 60
