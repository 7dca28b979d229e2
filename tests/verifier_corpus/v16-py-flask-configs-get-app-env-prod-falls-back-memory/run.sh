#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
pip install -q -r requirements.txt
export APP_ENV=prod
exec waitress-serve --listen=0.0.0.0:8080 --call conduit:create_app
