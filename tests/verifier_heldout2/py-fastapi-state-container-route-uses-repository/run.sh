#!/usr/bin/env bash
exec python -m uvicorn api.main:create_app --factory --host 0.0.0.0 --port 8080
