#!/bin/bash
exec bash scripts/start.sh
