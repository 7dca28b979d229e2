from flask_restx import Namespace, Resource

from ..services import article_service

ns = Namespace("tags")


@ns.route("")
class Tags(Resource):
    def get(self):
        return {"tags": article_service.popular_tags()}
