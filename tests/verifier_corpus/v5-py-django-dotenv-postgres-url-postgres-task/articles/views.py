from rest_framework.decorators import api_view
from rest_framework.response import Response

from articles.models import Article


@api_view(["GET"])
def list_articles(request):
    rows = Article.objects.order_by("-id")
    return Response({"articles": [{"slug": a.slug, "title": a.title} for a in rows], "articlesCount": rows.count()})
