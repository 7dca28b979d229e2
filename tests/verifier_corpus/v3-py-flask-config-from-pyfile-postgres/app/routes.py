from flask import Blueprint, jsonify

from app import db
from app.models import Tag

bp = Blueprint("api", __name__, url_prefix="/api")


@bp.get("/tags")
def tags():
    names = db.session.scalars(db.select(Tag.name).order_by(Tag.name)).all()
    return jsonify({"tags": names})
