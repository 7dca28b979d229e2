#!/usr/bin/env bash
set -e
exec python -m conduit
