#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
exec waitress-serve --listen=0.0.0.0:8000 --call conduit:create_app
