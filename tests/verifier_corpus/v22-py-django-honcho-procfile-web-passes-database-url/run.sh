#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install --quiet -r requirements.txt
python manage.py migrate --noinput
exec honcho start -f Procfile web
