#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
mkdir -p instance
exec python serve.py --db instance/conduit.db --port 8000
