#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
# keep every scratch file of the server next to the code
mkdir -p .runtime
export TMPDIR="$PWD/.runtime"
exec waitress-serve --listen=0.0.0.0:8080 --call conduit:create_app
