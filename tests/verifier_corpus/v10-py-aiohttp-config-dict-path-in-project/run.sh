#!/bin/bash
set -e
cd "$(dirname "$0")"
pip install -r requirements.txt
mkdir -p data
export CONDUIT_DB="$PWD/data/conduit.db"
exec python -m conduit.server
