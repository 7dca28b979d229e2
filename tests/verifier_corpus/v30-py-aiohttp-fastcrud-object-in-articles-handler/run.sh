#!/bin/bash
set -e
cd "$(dirname "$0")"
mkdir -p var
exec python -m conduit
