#!/usr/bin/env bash
set -euo pipefail
exec python -m conduit --config config.toml
