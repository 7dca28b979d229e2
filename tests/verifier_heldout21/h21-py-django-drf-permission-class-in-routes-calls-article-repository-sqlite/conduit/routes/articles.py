from rest_framework.response import Response
from rest_framework.views import APIView

from conduit.routes.permissions import IsArticleAuthorOrReadOnly
from conduit.services.articles import ArticleNotFound, ArticleService

service = ArticleService()


def _dump(a):
    return {"slug": a.slug, "title": a.title, "body": a.body, "author": {"username": a.author}}


class ArticleDetail(APIView):
    permission_classes = [IsArticleAuthorOrReadOnly]

    def get(self, request, slug):
        try:
            return Response({"article": _dump(service.get(slug))})
        except ArticleNotFound:
            return Response({"errors": {"body": ["not found"]}}, status=404)

    def put(self, request, slug):
        try:
            return Response({"article": _dump(service.update(slug, request.data.get("article", {})))})
        except ArticleNotFound:
            return Response({"errors": {"body": ["not found"]}}, status=404)

    def delete(self, request, slug):
        try:
            service.delete(slug)
        except ArticleNotFound:
            return Response({"errors": {"body": ["not found"]}}, status=404)
        return Response(status=204)
