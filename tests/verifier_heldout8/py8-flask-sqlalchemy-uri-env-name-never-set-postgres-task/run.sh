#!/bin/sh
set -e
cd "$(dirname "$0")"
exec flask --app wsgi run --host 0.0.0.0 --port 8080
