#!/bin/bash
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

python -m pip install -r "$HERE/requirements.txt"

# the database and other runtime files live in ./var
mkdir -p "$HERE/var"
cd "$HERE/var"

export PYTHONPATH="$HERE/src${PYTHONPATH:+:$PYTHONPATH}"
exec python -m conduit
