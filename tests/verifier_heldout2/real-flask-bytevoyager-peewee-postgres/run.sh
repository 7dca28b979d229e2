#!/usr/bin/env bash
set -e
python manager.py --create_table
exec gunicorn -w 2 -b 0.0.0.0:8080 manager:app
