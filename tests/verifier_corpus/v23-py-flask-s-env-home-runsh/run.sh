#!/bin/bash
cd "$(dirname "$0")"
export DB_PATH="$HOME/conduit.db"
exec gunicorn -b 0.0.0.0:8080 app.main:app
