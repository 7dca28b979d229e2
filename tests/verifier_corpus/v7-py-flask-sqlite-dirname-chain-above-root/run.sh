#!/bin/sh
set -e
pip install -r requirements.txt
exec flask --app conduit run --host 0.0.0.0 --port ${PORT:-5000}
