#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p data
export DB_PATH="$PWD/data/conduit.db"
exec python main.py
