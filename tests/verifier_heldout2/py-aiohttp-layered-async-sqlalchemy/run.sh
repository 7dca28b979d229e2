#!/usr/bin/env bash
set -e
exec python -m conduit --port 8080
