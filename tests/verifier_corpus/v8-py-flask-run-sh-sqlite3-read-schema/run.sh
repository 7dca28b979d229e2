#!/bin/sh
set -e
pip install -r requirements.txt
mkdir -p instance
sqlite3 instance/conduit.db ".read db/schema.sql"
exec gunicorn -w 2 -b 0.0.0.0:8080 "conduit:create_app()"
