#!/usr/bin/env bash
exec node index.js
