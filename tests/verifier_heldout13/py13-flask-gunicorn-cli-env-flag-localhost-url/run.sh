#!/usr/bin/env bash
set -e
cd "$(dirname "${BASH_SOURCE[0]}")"
# Pin the connection so local runs and the container behave the same.
exec gunicorn \
  --chdir src \
  --bind 0.0.0.0:8080 \
  --workers 2 \
  -e DATABASE_URL=postgresql+psycopg://user:password@localhost:5432/conduit \
  -e JWT_SECRET=conduit-secret \
  "conduit.app:create_app()"
