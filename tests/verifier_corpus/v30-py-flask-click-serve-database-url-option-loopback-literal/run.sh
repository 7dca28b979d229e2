#!/bin/bash
set -e
cd "$(dirname "$0")"
exec python manage.py serve --database-url postgresql://conduit:conduit@127.0.0.1:5432/conduit --port 8080
