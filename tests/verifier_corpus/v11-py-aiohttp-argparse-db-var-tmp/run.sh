#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
mkdir -p /var/tmp/conduit
exec python -m conduit.server --db /var/tmp/conduit/app.db --port 8080
