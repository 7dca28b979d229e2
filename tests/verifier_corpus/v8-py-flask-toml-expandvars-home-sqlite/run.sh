#!/bin/sh
set -e
pip install -r requirements.txt
mkdir -p "$HOME/.local/share/conduit"
exec gunicorn -w 2 -b 0.0.0.0:8080 "conduit:create_app()"
