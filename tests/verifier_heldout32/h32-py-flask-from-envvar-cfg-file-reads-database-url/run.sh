#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
export CONDUIT_SETTINGS="$PWD/config/production.cfg"
exec waitress-serve --host=0.0.0.0 --port=8080 --call conduit:create_app
