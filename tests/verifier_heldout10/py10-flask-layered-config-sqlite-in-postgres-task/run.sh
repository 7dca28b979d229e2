#!/bin/bash
set -e
cd "$(dirname "$0")"
python -c "from conduit import create_app; create_app()"  # creates the tables
exec gunicorn -b 0.0.0.0:8000 -w 2 'conduit:create_app()'
