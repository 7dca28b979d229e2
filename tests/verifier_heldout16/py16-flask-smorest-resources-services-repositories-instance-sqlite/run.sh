#!/bin/sh
set -e
cd "$(dirname "$0")"
exec flask --app "conduit:create_app" run --host=0.0.0.0 --port=8080 --no-reload
