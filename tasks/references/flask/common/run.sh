#!/bin/sh
# One worker process so the schema is created exactly once at start-up; its threads serve
# requests concurrently. No control socket: its default path in $HOME would be shared by
# every server started on the same machine.
exec python -m gunicorn \
    --bind "0.0.0.0:${PORT:-8080}" \
    --workers 1 \
    --threads 4 \
    --no-control-socket \
    --access-logfile - \
    "conduit.app:create_app()"
