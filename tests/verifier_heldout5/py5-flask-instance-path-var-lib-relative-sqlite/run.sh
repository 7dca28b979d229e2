#!/usr/bin/env bash
set -e
exec gunicorn --bind 0.0.0.0:8080 --workers 2 "conduit:create_app()"
