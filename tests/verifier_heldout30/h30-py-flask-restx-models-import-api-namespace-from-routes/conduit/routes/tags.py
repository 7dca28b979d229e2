from flask_restx import Resource

from conduit.routes.namespaces import tags_ns
from conduit.services import article_service


@tags_ns.route("")
class TagList(Resource):
    def get(self):
        return {"tags": article_service.tags()}
