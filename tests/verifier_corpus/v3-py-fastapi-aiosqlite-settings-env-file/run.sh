#!/bin/sh
set -e
pip install -q -r requirements.txt
cd src
exec uvicorn conduit.main:app --host 0.0.0.0 --port 8080
