"""import commonly used module"""

import datetime

from flask import Blueprint, Response, g, jsonify, request
from flask_pydantic import validate

from app.core.database.peewee_db import pg_db
from app.core.response import (ResponseCode, error_json, help_paginate_pee,
                               model2dict, success_json)
from app.middleware.permission import anyone_required
from app.model.user import User
from config import current_config
