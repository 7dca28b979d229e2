#!/usr/bin/env bash
set -e
export CONDUIT_SETTINGS="$(pwd)/config/production.cfg"
exec waitress-serve --host=0.0.0.0 --port=8080 --call conduit:create_app
