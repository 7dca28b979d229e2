#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p var
exec waitress-serve --listen=0.0.0.0:8080 --call conduit.app:create_app
