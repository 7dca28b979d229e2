#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt

# Give every run a fresh scratch directory so leftovers from earlier runs never interfere.
SCRATCH="$(mktemp -d -t conduit-XXXXXX)"
exec env -C "$SCRATCH" python "$PWD/main.py"
