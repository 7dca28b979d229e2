#!/bin/sh
set -e
cd "$(dirname "$0")"

pip install -r requirements.txt

# scratch space for multipart uploads (avatars); cleaned by the OS
export CONDUIT_UPLOAD_DIR="$(mktemp -d -t conduit-uploads.XXXXXX)"
mkdir -p data

exec gunicorn --bind 0.0.0.0:8080 --workers 1 "conduit:create_app()"
