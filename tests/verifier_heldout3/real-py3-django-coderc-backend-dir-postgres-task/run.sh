#!/usr/bin/env bash
# backend part of start-dev.sh (no tmux, no Angular build): migrate, then runserver
set -e
cd "$(dirname "$0")"
python backend/manage.py migrate --noinput
exec python backend/manage.py runserver 0.0.0.0:8080 --noreload
