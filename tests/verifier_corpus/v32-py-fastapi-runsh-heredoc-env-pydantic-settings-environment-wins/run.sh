#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

cat <<'DOTENV' > .env
DATABASE_URL=postgresql+psycopg2://postgres:postgres@localhost:5432/conduit
SECRET_KEY=local-development-key
ACCESS_TOKEN_EXPIRE_MINUTES=1440
DOTENV

pip install -q -r requirements.txt
exec uvicorn app.main:app --host 0.0.0.0 --port 8080
