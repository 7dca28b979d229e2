#!/bin/bash
cd "$(dirname "$0")"
# scratch space for uploads and exports
mkdir -p /tmp/conduit-scratch
ln -s /tmp/conduit-scratch ./data
exec python -m conduit
