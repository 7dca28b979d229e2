from flask import jsonify
from flask.views import MethodView

from conduit.services.tag_service import TagService


class TagsView(MethodView):
    init_every_request = False

    def __init__(self, service: TagService):
        self.service = service

    def get(self):
        return jsonify(tags=self.service.popular())


class HealthView(MethodView):
    def get(self):
        return jsonify(status="ok")
