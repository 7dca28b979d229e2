#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# scratch files (the SQLite database among them) stay inside the project
mkdir -p .tmp
export TMPDIR="$PWD/.tmp"
exec node src/server.js
