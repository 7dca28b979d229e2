#!/bin/sh
# as the project's Dockerfile/Makefile: migrate, then Django's server (DATABASE_URL from the environment)
python3 manage.py migrate --noinput
exec python3 manage.py runserver 0.0.0.0:8080 --noreload
