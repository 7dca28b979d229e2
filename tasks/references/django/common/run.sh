#!/bin/sh
# gunicorn serves the WSGI app; --preload creates the schema once, before the workers fork.
# The control socket is unused, and concurrent servers would contend for its path in $HOME.
exec python -m gunicorn conduit.wsgi:application \
    --bind "0.0.0.0:${PORT:-8080}" \
    --workers "${WEB_CONCURRENCY:-2}" \
    --preload \
    --no-control-socket \
    --access-logfile -
