#!/bin/sh
set -e
pip install -r requirements.txt
exec gunicorn -w 2 -b 0.0.0.0:8080 'conduit.app:app'
