#!/usr/bin/env bash
cd "$(dirname "$0")"
python manage.py migrate --run-syncdb --noinput && \
exec python manage.py runserver 0.0.0.0:8080 --noreload
