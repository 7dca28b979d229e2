#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"

pip install -q -r requirements.txt

# local development database (see README)
LOCAL_DATABASE_URL="postgresql://conduit:conduit@127.0.0.1:5432/conduit_dev"

exec gunicorn --workers 2 --bind 0.0.0.0:8080 \
    -e "DATABASE_URL=${LOCAL_DATABASE_URL}" \
    -e FLASK_DEBUG=0 \
    "conduit:create_app()"
