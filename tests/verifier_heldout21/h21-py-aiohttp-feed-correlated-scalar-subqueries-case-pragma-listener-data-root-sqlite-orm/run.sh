#!/bin/sh
set -e
cd "$(dirname "$0")"
mkdir -p /data 2>/dev/null || true
exec python -m blog
