#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
python manage.py migrate --noinput
exec python manage.py runserver 0.0.0.0:8000
