#!/bin/bash
cd "$(dirname "$0")"
export FLASK_APP=app.py
python -c "from app import app, db; app.app_context().push(); db.create_all()"
exec flask run --host 0.0.0.0 --port 8080
