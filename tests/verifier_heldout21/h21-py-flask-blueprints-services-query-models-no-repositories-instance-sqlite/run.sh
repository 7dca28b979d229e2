#!/bin/bash
cd "$(dirname "$0")"
pip install -q -r requirements.txt >/dev/null 2>&1 || true
exec flask --app "app:create_app" run --host=0.0.0.0 --port=8080
