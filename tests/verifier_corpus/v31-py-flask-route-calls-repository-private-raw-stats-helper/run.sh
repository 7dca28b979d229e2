#!/bin/sh
cd "$(dirname "$0")"
mkdir -p instance
exec gunicorn --bind 0.0.0.0:8080 "conduit:create_app()"
