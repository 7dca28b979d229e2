#!/bin/bash
cd "$(dirname "$0")" || exit 1
pip install -r requirements.txt
export FLASK_APP=app
exec flask run --host=0.0.0.0 --port=8080
