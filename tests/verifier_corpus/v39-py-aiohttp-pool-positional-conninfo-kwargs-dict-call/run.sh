#!/bin/sh
set -eu
cd "$(dirname "$0")"
pip install -q -r requirements.txt
exec python -m app.main
