#!/bin/sh
set -e
pip install -r requirements.txt
DATA_DIR="$HOME/.conduit"
mkdir -p "$DATA_DIR"
export DATABASE_FILE="$DATA_DIR/conduit.db"
exec gunicorn -w 2 -b 0.0.0.0:8080 "conduit:create_app()"
