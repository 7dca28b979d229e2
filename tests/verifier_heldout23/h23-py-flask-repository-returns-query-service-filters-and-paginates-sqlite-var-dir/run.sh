#!/bin/sh
cd "$(dirname "$0")" || exit 1
exec waitress-serve --host=0.0.0.0 --port=8080 --call app:create_app
