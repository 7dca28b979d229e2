#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
# all entry points live in tasks.py (invoke --list)
exec invoke serve
