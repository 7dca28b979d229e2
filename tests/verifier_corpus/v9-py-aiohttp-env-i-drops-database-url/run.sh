#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
# start from a clean environment so stray settings of the shell do not leak into the server
exec env -i PATH="$PATH" HOME="$HOME" LANG=C.UTF-8 PYTHONUNBUFFERED=1 python -m app
