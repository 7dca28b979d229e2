#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
mkdir -p "$HOME/.conduit"
exec python serve.py --db "$HOME/.conduit/conduit.db" --port 8000
