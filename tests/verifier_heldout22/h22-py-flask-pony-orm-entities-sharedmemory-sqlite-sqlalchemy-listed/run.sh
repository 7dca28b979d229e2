#!/usr/bin/env bash
cd "$(dirname "$0")"
export FLASK_APP=conduit.app
exec flask run --host 0.0.0.0 --port 8080
