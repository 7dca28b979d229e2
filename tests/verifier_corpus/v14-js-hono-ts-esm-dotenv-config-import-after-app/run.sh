#!/bin/bash
set -e
cd "$(dirname "$0")"
npm run start
