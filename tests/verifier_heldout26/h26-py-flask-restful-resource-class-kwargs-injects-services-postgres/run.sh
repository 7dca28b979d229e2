#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec waitress-serve --listen=0.0.0.0:8080 --call conduit:create_app
