#!/bin/sh
set -e
pip install -q -r requirements.txt
flask --app flasky deploy
exec gunicorn -b 0.0.0.0:8080 --access-logfile - --error-logfile - flasky:app
