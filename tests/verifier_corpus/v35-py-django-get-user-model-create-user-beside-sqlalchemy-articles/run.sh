#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
python manage.py migrate --noinput
python -c "from conduit.sa import Base, engine; import conduit.tables; Base.metadata.create_all(engine)"
exec gunicorn conduit.wsgi --bind 0.0.0.0:8000
