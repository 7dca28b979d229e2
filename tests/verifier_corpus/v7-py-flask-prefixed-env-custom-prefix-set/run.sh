#!/bin/sh
set -e
pip install -r requirements.txt
export CONDUIT_SQLALCHEMY_DATABASE_URI="$DATABASE_URL"
exec gunicorn 'conduit:create_app()' -b 0.0.0.0:${PORT:-5000}
