#!/usr/bin/env bash
exec node server.js
