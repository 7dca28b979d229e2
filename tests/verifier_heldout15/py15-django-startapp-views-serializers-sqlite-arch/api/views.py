from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from rest_framework.decorators import api_view
from rest_framework.response import Response

from api.models import Article, Comment, Tag
from api.serializers import ArticleSerializer, CommentSerializer


def health_check(request):
    return JsonResponse({"status": "ok"})


@api_view(["GET"])
def list_tags(request):
    return Response({"tags": list(Tag.objects.order_by("name").values_list("name", flat=True))})


@api_view(["GET"])
def list_articles(request):
    qs = Article.objects.all()
    if request.GET.get("tag"):
        qs = qs.filter(tags__name=request.GET["tag"])
    limit, offset = int(request.GET.get("limit", 20)), int(request.GET.get("offset", 0))
    return Response({"articles": ArticleSerializer(qs[offset:offset + limit], many=True).data,
                     "articlesCount": qs.count()})


@api_view(["GET"])
def article_comments(request, slug):
    article = get_object_or_404(Article, slug=slug)
    comments = Comment.objects.filter(article=article).order_by("created_at")
    return Response({"comments": CommentSerializer(comments, many=True).data})
