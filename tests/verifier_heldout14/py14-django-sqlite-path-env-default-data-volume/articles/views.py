from django.db.models import Count
from rest_framework.decorators import api_view
from rest_framework.response import Response

from articles.models import Article, Tag
from articles.serializers import ArticleSerializer


@api_view(["GET"])
def health_check(request):
    return Response({"status": "ok"})


@api_view(["GET"])
def list_articles(request):
    qs = Article.objects.select_related("author").prefetch_related("tags", "favorited_by")
    if tag := request.query_params.get("tag"):
        qs = qs.filter(tags__name=tag)
    if author := request.query_params.get("author"):
        qs = qs.filter(author__username=author)
    if favorited := request.query_params.get("favorited"):
        qs = qs.filter(favorited_by__username=favorited)
    limit = int(request.query_params.get("limit", 20))
    offset = int(request.query_params.get("offset", 0))
    total = qs.count()
    page = qs[offset:offset + limit]
    data = ArticleSerializer(page, many=True, context={"request": request}).data
    return Response({"articles": data, "articlesCount": total})


@api_view(["GET"])
def list_tags(request):
    names = (Tag.objects.annotate(n=Count("articles")).order_by("-n", "name")
             .values_list("name", flat=True))
    return Response({"tags": list(names)})
