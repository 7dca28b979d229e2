#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
pip install -q -r requirements.txt
exec waitress-serve --host 0.0.0.0 --port 8080 --call conduit.app:create_app
