#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec flask -e .env.production --app conduit run -h 0.0.0.0 -p 8080
