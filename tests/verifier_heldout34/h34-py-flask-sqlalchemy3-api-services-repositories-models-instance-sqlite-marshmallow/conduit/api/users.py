from flask import Blueprint

bp = Blueprint("users", __name__)
