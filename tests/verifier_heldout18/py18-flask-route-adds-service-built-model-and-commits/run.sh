#!/usr/bin/env bash
cd "$(dirname "$0")"
exec flask --app conduit run --host 0.0.0.0 --port 8080
