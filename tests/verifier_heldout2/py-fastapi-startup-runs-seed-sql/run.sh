#!/usr/bin/env bash
exec uvicorn server:app --host 0.0.0.0 --port 8080 --workers 1
