from django.http import JsonResponse
from rest_framework.decorators import api_view
from rest_framework.response import Response

from .models import Article, Tag
from .serializers import ArticleSerializer


def health(request):
    return JsonResponse({"status": "ok"})


@api_view(["GET"])
def tags(request):
    return Response({"tags": list(Tag.objects.values_list("name", flat=True))})


@api_view(["GET"])
def article_list(request):
    qs = Article.objects.prefetch_related("tags").order_by("-created_at")
    tag = request.query_params.get("tag")
    if tag:
        qs = qs.filter(tags__name=tag)
    return Response({"articles": ArticleSerializer(qs[:20], many=True).data, "articlesCount": qs.count()})
