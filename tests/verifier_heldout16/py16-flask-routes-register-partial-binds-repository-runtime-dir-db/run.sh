#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
export CONDUIT_DB="${XDG_RUNTIME_DIR:-/tmp}/conduit.db"
exec gunicorn -b 0.0.0.0:8080 -w 2 "server:build()"
