#!/bin/sh
cd "$(dirname "$0")"
exec gunicorn --bind 0.0.0.0:8080 --threads 4 "conduit:create_app()"
