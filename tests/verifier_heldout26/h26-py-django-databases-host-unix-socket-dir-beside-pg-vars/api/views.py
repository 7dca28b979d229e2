from rest_framework.decorators import api_view
from rest_framework.response import Response

from api.models import Article
from api.serializers import ArticleSerializer


@api_view(["GET"])
def health_check(request):
    return Response({"status": "ok"})


@api_view(["GET"])
def list_articles(request):
    limit = int(request.query_params.get("limit", 20))
    offset = int(request.query_params.get("offset", 0))
    qs = Article.objects.select_related("author").order_by("-created_at")
    author = request.query_params.get("author")
    if author:
        qs = qs.filter(author__username=author)
    data = ArticleSerializer(qs[offset : offset + limit], many=True).data
    return Response({"articles": data, "articlesCount": qs.count()})


@api_view(["GET"])
def get_article(request, slug):
    article = Article.objects.select_related("author").filter(slug=slug).first()
    if article is None:
        return Response({"errors": {"article": ["not found"]}}, status=404)
    return Response({"article": ArticleSerializer(article).data})
