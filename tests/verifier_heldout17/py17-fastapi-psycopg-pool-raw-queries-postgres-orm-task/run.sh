#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec hypercorn app.main:app --bind 0.0.0.0:8080
