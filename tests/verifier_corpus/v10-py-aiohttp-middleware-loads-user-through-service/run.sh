#!/bin/bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -r requirements.txt
exec python main.py
