#!/usr/bin/env bash
set -e
cd "$(dirname "$0")/src"
exec python -m conduit
