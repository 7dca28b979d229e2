#!/bin/sh
set -e
pip install -q -r requirements.txt
exec python -m conduit.main
