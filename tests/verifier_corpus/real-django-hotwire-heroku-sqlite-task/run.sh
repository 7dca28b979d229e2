#!/bin/sh
# the project's Procfile: release (migrate, sample data), then start.sh (uvicorn on the ASGI app)
python manage.py migrate --noinput
export PORT=8080
exec ./start.sh
