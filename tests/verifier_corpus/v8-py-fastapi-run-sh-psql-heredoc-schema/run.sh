#!/usr/bin/env bash
set -euo pipefail
pip install -q -r requirements.txt
psql "$DATABASE_URL" -v ON_ERROR_STOP=1 <<'SQL'
CREATE TABLE IF NOT EXISTS users (
    id SERIAL PRIMARY KEY,
    username VARCHAR(80) NOT NULL UNIQUE,
    email VARCHAR(200) NOT NULL UNIQUE,
    password_hash VARCHAR(200) NOT NULL,
    bio TEXT
);
CREATE INDEX IF NOT EXISTS users_lower_email_idx ON users (lower(email));
SQL
exec uvicorn app.main:app --host 0.0.0.0 --port 8000
