#!/bin/sh
# as the project's boot.sh: apply the migrations, then gunicorn on the harness's port
alembic upgrade head
exec gunicorn -b :8080 --access-logfile - --error-logfile - microblog:app
