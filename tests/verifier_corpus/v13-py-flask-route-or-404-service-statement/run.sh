#!/bin/bash
set -e
cd "$(dirname "$0")"
exec flask --app app:create_app run --host 0.0.0.0 --port 8080
