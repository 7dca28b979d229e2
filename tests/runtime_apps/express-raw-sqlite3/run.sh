#!/bin/sh
exec node server.js
