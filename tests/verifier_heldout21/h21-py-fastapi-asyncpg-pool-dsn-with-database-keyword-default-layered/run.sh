#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec hypercorn conduit.main:app --bind 0.0.0.0:8080
