#!/usr/bin/env bash
cd "$(dirname "$0")"
WEB_CONCURRENCY=${WEB_CONCURRENCY:-2} exec node src/cluster.js
