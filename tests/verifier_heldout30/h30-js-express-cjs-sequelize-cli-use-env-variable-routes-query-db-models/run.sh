#!/bin/bash
cd "$(dirname "$0")"
exec npm start
