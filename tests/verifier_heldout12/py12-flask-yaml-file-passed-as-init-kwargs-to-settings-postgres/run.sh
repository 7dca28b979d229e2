#!/bin/bash
set -e
cd "$(dirname "$0")"
export FLASK_APP=conduit.wsgi:app
exec waitress-serve --listen=0.0.0.0:8080 conduit.wsgi:app
