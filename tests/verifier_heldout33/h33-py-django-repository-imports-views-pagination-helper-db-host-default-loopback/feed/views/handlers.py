from django.http import JsonResponse

from feed.services import article_service
from feed.views.pagination import Page


def health(request):
    return JsonResponse({"status": "ok"})


def list_articles(request):
    items, count = article_service.list_articles(request.GET.get("author"), Page.from_request(request))
    return JsonResponse({"articles": [{"slug": a.slug, "title": a.title} for a in items],
                         "articlesCount": count})
