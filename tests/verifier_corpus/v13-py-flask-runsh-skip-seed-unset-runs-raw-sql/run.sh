#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
pip install -q -r requirements.txt

# the schema must exist before seeding: create it through the app once
python -c "from conduit.app import create_app; create_app()"

# demo articles on every start; SKIP_SEED=1 ./run.sh for an empty database
if [ -z "${SKIP_SEED:-}" ]; then
    python scripts/seed_demo.py
fi

exec gunicorn -w 2 -b 0.0.0.0:8080 wsgi:app
