#!/bin/sh
set -e
cd "$(dirname "$0")"
pip install --quiet -r requirements.txt
exec python -m conduit
