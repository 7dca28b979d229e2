#!/bin/bash
set -e
pip install -r requirements.txt
export PYTHONPATH="$PWD/src${PYTHONPATH:+:$PYTHONPATH}"
exec uvicorn conduit.main:app --host 0.0.0.0 --port 8080
