#!/bin/sh
exec python3 "$(dirname "$0")/app.py" 0.0.0.0:8080
