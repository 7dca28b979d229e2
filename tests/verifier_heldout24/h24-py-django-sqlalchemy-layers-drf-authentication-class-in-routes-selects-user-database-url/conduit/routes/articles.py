from rest_framework.response import Response
from rest_framework.views import APIView

from conduit.routes.authentication import TokenAuthentication
from conduit.services.article_service import ArticleService

service = ArticleService()


def out(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": [],
            "createdAt": a.created_at.isoformat(), "updatedAt": a.created_at.isoformat(), "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False}}


class ArticlesView(APIView):
    authentication_classes = [TokenAuthentication]

    def get(self, request):
        rows = service.by_author(request.query_params.get("author", ""))
        return Response({"articles": [out(a) for a in rows], "articlesCount": len(rows)})

    def post(self, request):
        if request.user is None:
            return Response({"errors": {"token": ["required"]}}, status=401)
        d = request.data.get("article", {})
        return Response({"article": out(service.create(request.user, d["title"], d["description"], d["body"]))}, status=201)


class HealthView(APIView):
    def get(self, request):
        return Response({"status": "ok"})
