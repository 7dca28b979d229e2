from flask import request
from flask_restx import Namespace, Resource

from conduit.api.security import optional_user_id, required_user_id
from conduit.services.article_service import ArticleNotFound, ArticleService

ns = Namespace("articles")
service = ArticleService()


@ns.route("")
class ArticleList(Resource):
    def get(self):
        args = request.args
        return service.list(tag=args.get("tag"), author=args.get("author"), favorited=args.get("favorited"),
                            limit=int(args.get("limit", 20)), offset=int(args.get("offset", 0)),
                            viewer_id=optional_user_id())

    def post(self):
        payload = (request.get_json() or {}).get("article", {})
        return {"article": service.create(required_user_id(), payload)}, 201


@ns.route("/<string:slug>")
class ArticleItem(Resource):
    def get(self, slug):
        try:
            return {"article": service.get(slug, optional_user_id())}
        except ArticleNotFound:
            ns.abort(404, "article not found")

    def delete(self, slug):
        service.delete(slug, required_user_id())
        return {}, 200
