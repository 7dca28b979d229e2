from flask import Blueprint

bp = Blueprint("profiles", __name__)
