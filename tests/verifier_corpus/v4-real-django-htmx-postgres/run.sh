#!/bin/sh
# as the Makefile's migrate and run targets; DATABASE_URL from the environment
uv run python manage.py migrate
exec uv run python manage.py runserver 0.0.0.0:8080
