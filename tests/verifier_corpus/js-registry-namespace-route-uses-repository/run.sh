#!/bin/sh
exec node lib/index.js
