from flask import request
from flask_restx import Resource

from conduit.models.article import article_envelope, article_list
from conduit.routes.auth import request_user
from conduit.routes.namespaces import articles_ns
from conduit.services import article_service
from conduit.services.errors import NotFound


@articles_ns.route("")
class ArticleCollection(Resource):
    @articles_ns.marshal_with(article_list)
    def get(self):
        items, total = article_service.list_articles(
            viewer=request_user(),
            tag=request.args.get("tag"),
            author=request.args.get("author"),
            limit=request.args.get("limit", 20, type=int),
            offset=request.args.get("offset", 0, type=int),
        )
        return {"articles": items, "articlesCount": total}

    @articles_ns.marshal_with(article_envelope, code=201)
    def post(self):
        user = request_user()
        if user is None:
            articles_ns.abort(401, errors={"token": ["missing"]})
        data = (request.get_json(silent=True) or {}).get("article", {})
        return {"article": article_service.create(user, data)}, 201


@articles_ns.route("/<string:slug>")
class ArticleItem(Resource):
    @articles_ns.marshal_with(article_envelope)
    def get(self, slug):
        try:
            return {"article": article_service.get(slug, request_user())}
        except NotFound:
            articles_ns.abort(404, errors={"article": ["not found"]})
