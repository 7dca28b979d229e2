#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
mkdir -p /var/tmp/conduit
exec python main.py --host 0.0.0.0 --port 8000 --sqlite /var/tmp/conduit/conduit.db
