#!/usr/bin/env bash
set -e
python init_db.py
exec python -m conduit
