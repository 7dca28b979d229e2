from django.http import JsonResponse

from conduit.services.article_service import ArticleService

service = ArticleService()


def health_check(request):
    return JsonResponse({"status": "ok"})


def list_articles(request):
    limit = int(request.GET.get("limit", 20))
    offset = int(request.GET.get("offset", 0))
    items, count = service.list(limit, offset, request.GET.get("author"))
    return JsonResponse({"articles": items, "articlesCount": count})
