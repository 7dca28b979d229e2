#!/usr/bin/env bash
cd "$(dirname "$0")"
mkdir -p var
export DATABASE_URL="sqlite:///$(pwd)/var/conduit.db"
exec uvicorn app.main:app --host 0.0.0.0 --port 8000
