#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
pip install -q -r requirements.txt

# demo data for local screenshots: SEED_DEMO_DATA=1 ./run.sh
if [ "${SEED_DEMO_DATA:-0}" = "1" ]; then
    python scripts/seed_demo.py
fi

exec gunicorn -w 2 -b 0.0.0.0:8080 wsgi:app
