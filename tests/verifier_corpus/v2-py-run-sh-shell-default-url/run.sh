#!/bin/sh
# local runs fall back to a SQLite file
export DATABASE_URL="${DATABASE_URL:-sqlite:///./conduit.db}"
exec gunicorn --bind 0.0.0.0:8080 'app:create_app()'
