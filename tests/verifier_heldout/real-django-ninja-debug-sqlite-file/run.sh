#!/bin/sh
# the project's run-debug target: DEBUG=True selects the file-based SQLite (db.sqlite3 beside manage.py);
# the evaluation's DATABASE_URL (its PostgreSQL) is dropped so the settings do not pick it
unset DATABASE_URL
export DEBUG=True
python3 manage.py migrate --noinput
exec python3 manage.py runserver 0.0.0.0:8080 --noreload
