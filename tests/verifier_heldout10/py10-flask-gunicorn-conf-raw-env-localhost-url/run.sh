#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
# gunicorn picks up ./gunicorn.conf.py on its own
exec gunicorn "conduit.app:create_app()"
