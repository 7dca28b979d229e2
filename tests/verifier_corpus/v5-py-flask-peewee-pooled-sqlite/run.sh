#!/bin/sh
set -e
pip install -q -r requirements.txt
exec flask --app "app:create_app()" run --host 0.0.0.0 --port 8080
