#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
mkdir -p data
exec python -m conduit
