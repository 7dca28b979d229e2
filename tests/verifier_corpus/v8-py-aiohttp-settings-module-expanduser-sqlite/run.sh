#!/bin/sh
set -e
pip install -r requirements.txt
exec python -m conduit.app
