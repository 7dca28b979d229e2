from flask import jsonify
from flask.views import MethodView

from conduit.models import Article, Tag
from conduit.routes import bp


class ModelListAPI(MethodView):
    """Read-only listing endpoint for any model with to_dict()."""

    init_every_request = False

    def __init__(self, model, envelope: str, order_by):
        self.model = model
        self.envelope = envelope
        self.order_by = order_by

    def get(self):
        rows = self.model.query.order_by(self.order_by).all()
        return jsonify({self.envelope: [r.to_dict() for r in rows]})


bp.add_url_rule("/tags", view_func=ModelListAPI.as_view("tags", Tag, "tags", Tag.name))
bp.add_url_rule("/articles", view_func=ModelListAPI.as_view("articles", Article, "articles", Article.id.desc()))
