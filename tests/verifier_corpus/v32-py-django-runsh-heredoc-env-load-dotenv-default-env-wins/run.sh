#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

cat <<'EOF' > .env
DJANGO_SECRET_KEY=local-dev-secret
DATABASE_URL=postgres://postgres:postgres@localhost:5432/conduit
DJANGO_DEBUG=0
EOF

pip install -q -r requirements.txt
python manage.py migrate --noinput
exec gunicorn conduit.wsgi:application --bind 0.0.0.0:8000
