#!/bin/sh
set -e
pip install -q -r requirements.txt
mkdir -p data
export CONDUIT_DB="$PWD/data/conduit.db"
exec python server.py
