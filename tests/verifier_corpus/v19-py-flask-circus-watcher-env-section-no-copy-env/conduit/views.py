from flask import Blueprint, jsonify

from conduit.models import Tag

bp = Blueprint("api", __name__, url_prefix="/api")


@bp.get("/tags")
def tags():
    return jsonify({"tags": [t.name for t in Tag.query.order_by(Tag.name).all()]})
