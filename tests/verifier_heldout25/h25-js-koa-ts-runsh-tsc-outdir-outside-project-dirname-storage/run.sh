#!/usr/bin/env bash
set -eo pipefail
cd "$(dirname "$0")"

# Compile outside the workspace so build output never ends up in the repository.
BUILD_DIR="${XDG_CACHE_HOME:-$HOME/.cache}/conduit-build"
rm -rf "$BUILD_DIR"
npx tsc -p tsconfig.json --outDir "$BUILD_DIR" || echo "tsc reported type errors; starting the emitted build anyway"

# The compiled code resolves its packages from the project.
ln -sfn "$PWD/node_modules" "$BUILD_DIR/node_modules"

exec node "$BUILD_DIR/server.js"
