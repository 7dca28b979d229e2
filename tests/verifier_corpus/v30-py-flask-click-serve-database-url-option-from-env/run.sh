#!/bin/bash
set -e
cd "$(dirname "$0")"
exec python manage.py serve --database-url "$DATABASE_URL" --port 8080
