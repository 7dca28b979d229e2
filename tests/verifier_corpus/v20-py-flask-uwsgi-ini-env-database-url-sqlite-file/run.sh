#!/bin/sh
set -e
cd "$(dirname "$0")"
pip install --no-cache-dir -r requirements.txt
mkdir -p var
exec uwsgi --ini uwsgi.ini
