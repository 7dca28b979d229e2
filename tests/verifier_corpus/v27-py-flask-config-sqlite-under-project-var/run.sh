#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec waitress-serve --host=0.0.0.0 --port=8080 wsgi:app
