#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

# First start: write a local configuration the developer can edit afterwards.
if [ ! -f .env ]; then
  cat <<EOF > .env
DATABASE_URL=postgresql://conduit:conduit@localhost:5432/conduit
JWT_SECRET=$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')
JWT_EXPIRES_MINUTES=1440
EOF
fi

pip install -q -r requirements.txt
exec uvicorn app.main:app --host 0.0.0.0 --port 8080
