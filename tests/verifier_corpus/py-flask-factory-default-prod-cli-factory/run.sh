#!/bin/sh
export FLASK_DEBUG=1
exec gunicorn --workers 1 --bind 0.0.0.0:8080 "conduit:create_app()"
