#!/bin/sh
# Entry point used by the evaluation: delegate to the shared start script.
exec sh "$(dirname "$0")/scripts/start.sh"
