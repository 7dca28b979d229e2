#!/bin/sh
# as the Makefile's migrate and run-debug targets: DEBUG=True selects the file-based SQLite when no DATABASE_URL is set
DEBUG=True uv run python manage.py migrate
DEBUG=True exec uv run python manage.py runserver 0.0.0.0:8080
