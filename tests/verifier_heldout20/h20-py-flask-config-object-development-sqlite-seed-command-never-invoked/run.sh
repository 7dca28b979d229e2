#!/bin/sh
cd "$(dirname "$0")" || exit 1
exec python -m waitress --host=0.0.0.0 --port=8080 --call api:create_app
