#!/bin/bash
cd "$(dirname "$0")"
exec uvicorn src.main:app --host 0.0.0.0 --port 8080
