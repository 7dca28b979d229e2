#!/bin/bash
set -e
cd "$(dirname "$0")"
pip install -q -r requirements.txt 2>/dev/null || true
python run.py
