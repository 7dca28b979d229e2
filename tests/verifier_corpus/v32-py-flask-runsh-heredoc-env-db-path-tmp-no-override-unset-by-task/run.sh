#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

mkdir -p /tmp/conduit
cat > .env <<'EOF'
FLASK_SECRET_KEY=not-so-secret
CONDUIT_DB_PATH=/tmp/conduit/conduit.sqlite3
EOF

pip install -q -r requirements.txt
exec gunicorn -b 0.0.0.0:8080 "conduit:create_app()"
