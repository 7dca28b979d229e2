#!/bin/sh
export DATABASE_URL="postgresql+psycopg://user:password@postgres:5432/conduit"
exec uvicorn app.main:app --host 0.0.0.0 --port 8080
