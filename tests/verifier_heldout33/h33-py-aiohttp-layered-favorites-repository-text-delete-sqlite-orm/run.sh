#!/usr/bin/env bash
cd "$(dirname "$0")"
mkdir -p instance
exec python -m api
