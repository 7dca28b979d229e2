#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
pip install -r requirements.txt
exec waitress-serve --port=8080 --call conduit.app:create_app
