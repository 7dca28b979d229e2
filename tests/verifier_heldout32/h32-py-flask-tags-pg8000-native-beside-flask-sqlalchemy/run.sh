#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec gunicorn -b 0.0.0.0:8080 "conduit:create_app()"
