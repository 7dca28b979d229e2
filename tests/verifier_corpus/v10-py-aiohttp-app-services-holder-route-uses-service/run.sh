#!/bin/bash
set -e
cd "$(dirname "$0")"
pip install -r requirements.txt
exec python -m conduit
