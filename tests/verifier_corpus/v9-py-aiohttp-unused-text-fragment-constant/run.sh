#!/usr/bin/env bash
set -euo pipefail
pip install -r requirements.txt
exec python -m conduit.server
