#!/bin/bash
cd "$(dirname "$0")"
exec python -m flask --app conduit.main run -h 0.0.0.0 -p 8080
