#!/bin/sh
set -e
pip install -r requirements.txt
exec gunicorn 'conduit:create_app()' -b 0.0.0.0:${PORT:-5000}
