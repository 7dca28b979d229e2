#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$HERE"
exec waitress-serve --listen=0.0.0.0:8080 --call conduit.app:create_app
