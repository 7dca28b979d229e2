#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
export XDG_DATA_HOME="$PWD/.data"
exec uvicorn app:app --host 0.0.0.0 --port 8000
