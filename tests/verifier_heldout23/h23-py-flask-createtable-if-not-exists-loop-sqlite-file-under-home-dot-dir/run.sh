#!/usr/bin/env bash
cd "$(dirname "$0")"
export FLASK_APP=conduit.web
exec gunicorn -b 0.0.0.0:8080 -w 1 --threads 8 conduit.web:app
