#!/bin/bash
set -euo pipefail
APP_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

pip install -q -r "$APP_DIR/requirements.txt"

# keep runtime files (database, logs) out of the source tree
RUN_DIR=/var/tmp/conduit
mkdir -p "$RUN_DIR"
cd "$RUN_DIR"

export PYTHONPATH="$APP_DIR"
exec waitress-serve --listen=0.0.0.0:8080 conduit_api.app:app
