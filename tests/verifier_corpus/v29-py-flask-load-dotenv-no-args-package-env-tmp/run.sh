#!/bin/bash
set -e
cd "$(dirname "$0")"
mkdir -p var
exec gunicorn -w 1 -b 0.0.0.0:8080 conduit.app:app
