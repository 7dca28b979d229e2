#!/bin/sh
set -e
pip install -r requirements.txt
mkdir -p data
exec python -m conduit.app
