#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"

# The SQLite file must not end up in the source tree (or in the patch):
# ./var is a symlink into a scratch directory, recreated on every start.
mkdir -p /tmp/conduit-var
rm -rf ./var
ln -s /tmp/conduit-var ./var

exec node src/index.js
