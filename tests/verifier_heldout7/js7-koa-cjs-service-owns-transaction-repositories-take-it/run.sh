#!/usr/bin/env bash
exec node app/index.js
