#!/bin/sh
set -e
cd "$(dirname "$0")"
python -m pip install -q -r requirements.txt
exec waitress-serve --host 0.0.0.0 --port "${PORT:-3000}" --call conduit:create_app
