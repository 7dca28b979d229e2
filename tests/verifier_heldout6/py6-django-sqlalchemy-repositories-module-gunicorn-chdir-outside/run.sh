#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
mkdir -p /srv/conduit
exec gunicorn -c gunicorn.conf.py
