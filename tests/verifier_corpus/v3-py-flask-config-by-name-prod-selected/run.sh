#!/bin/sh
set -e
pip install -q -r requirements.txt
export BOILERPLATE_ENV=prod
exec python manage.py
