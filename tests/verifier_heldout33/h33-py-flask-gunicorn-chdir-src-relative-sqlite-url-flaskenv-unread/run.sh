#!/bin/sh
# the eval starts ./run.sh from the workspace
exec gunicorn --chdir "$(dirname "$0")/src" --bind 0.0.0.0:8080 --workers 1 wsgi:app
