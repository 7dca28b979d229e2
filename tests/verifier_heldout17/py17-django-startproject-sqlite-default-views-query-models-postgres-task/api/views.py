import json

from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods

from api.models import Article, Tag


def health_check(request):
    return JsonResponse({"status": "ok"})


def serialize(article):
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": [t.name for t in article.tags.all()],
            "favoritesCount": article.favorited_by.count(),
            "author": {"username": article.author.username}}


@csrf_exempt
@require_http_methods(["GET"])
def articles(request):
    qs = Article.objects.all()
    if request.GET.get("author"):
        qs = qs.filter(author__username=request.GET["author"])
    limit = int(request.GET.get("limit", 20))
    offset = int(request.GET.get("offset", 0))
    return JsonResponse({"articles": [serialize(a) for a in qs[offset:offset + limit]],
                         "articlesCount": qs.count()})


def article_detail(request, slug):
    return JsonResponse({"article": serialize(get_object_or_404(Article, slug=slug))})


def tags(request):
    return JsonResponse({"tags": list(Tag.objects.order_by("name").values_list("name", flat=True))})
