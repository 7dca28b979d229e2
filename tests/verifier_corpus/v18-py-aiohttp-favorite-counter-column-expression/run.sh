#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
pip install --disable-pip-version-check -q -r requirements.txt
exec python -m conduit
