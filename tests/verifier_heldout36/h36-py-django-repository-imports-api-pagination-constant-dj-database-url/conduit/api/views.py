from django.http import JsonResponse

from conduit.api.pagination import read_page
from conduit.services.article_service import ArticleService

service = ArticleService()


def health(request):
    return JsonResponse({"status": "ok"})


def articles(request):
    limit, offset = read_page(request)
    items, count = service.list(limit, offset)
    return JsonResponse({"articles": items, "articlesCount": count})
