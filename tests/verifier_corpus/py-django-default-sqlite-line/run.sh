#!/bin/sh
exec python manage.py runserver 0.0.0.0:${PORT:-8080} --noreload
