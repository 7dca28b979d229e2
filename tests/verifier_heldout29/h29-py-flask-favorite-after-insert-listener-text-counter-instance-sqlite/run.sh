#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec waitress-serve --host=0.0.0.0 --port=8080 --call conduit:create_app
