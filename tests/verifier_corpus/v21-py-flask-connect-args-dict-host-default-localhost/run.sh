#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
exec waitress-serve --host=0.0.0.0 --port=8080 --call conduit_api.factory:make_app
