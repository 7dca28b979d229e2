#!/bin/sh
cd "$(dirname "$0")" || exit 1
exec flask --app app:create_app run --host 0.0.0.0 --port 8080
