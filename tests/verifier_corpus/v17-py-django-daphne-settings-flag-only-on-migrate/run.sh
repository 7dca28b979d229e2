#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
python manage.py migrate --noinput --settings=config.settings.production
exec daphne -b 0.0.0.0 -p 8080 config.asgi:application
