#!/bin/bash
cd "$(dirname "$0")"
export FLASK_APP=manage.py
exec flask run --host=0.0.0.0 --port=8080
