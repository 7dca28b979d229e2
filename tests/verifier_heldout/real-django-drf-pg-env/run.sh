#!/bin/sh
# as the project's Dockerfile, after applying the migrations
python3 manage.py migrate --noinput
exec python3 manage.py runserver 0.0.0.0:8080 --noreload
