#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
mkdir -p /tmp/conduit
export FLASK_SECRET_KEY="change-me"
export FLASK_SQLALCHEMY_DATABASE_URI="sqlite:////tmp/conduit/conduit.db"
exec gunicorn --bind 0.0.0.0:8080 wsgi:app
