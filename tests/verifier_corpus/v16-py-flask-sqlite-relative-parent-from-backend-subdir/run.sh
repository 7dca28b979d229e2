#!/bin/bash
set -e
cd "$(dirname "$0")/backend"
pip install -q -r requirements.txt
exec flask --app conduit run --host 0.0.0.0 --port 8080
