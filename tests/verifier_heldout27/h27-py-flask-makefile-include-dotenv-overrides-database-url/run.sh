#!/usr/bin/env bash
# Entry point used by the evaluation: same command as local development.
set -euo pipefail
cd "$(dirname "$0")"
exec make serve
