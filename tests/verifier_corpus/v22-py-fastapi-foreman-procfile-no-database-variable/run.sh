#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
gem list -i foreman >/dev/null 2>&1 || gem install --no-document foreman >/dev/null
exec foreman start web
