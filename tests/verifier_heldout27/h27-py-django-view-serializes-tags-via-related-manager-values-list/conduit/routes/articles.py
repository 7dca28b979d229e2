from django.http import JsonResponse

from conduit.routes.presenters import article_json
from conduit.services.article_service import ArticleNotFound, ArticleService

service = ArticleService()


def list_articles(request):
    items, total = service.recent(int(request.GET.get("limit", 20)), int(request.GET.get("offset", 0)))
    return JsonResponse({"articles": [article_json(a) for a in items], "articlesCount": total})


def get_article(request, slug: str):
    try:
        return JsonResponse({"article": article_json(service.get(slug))})
    except ArticleNotFound:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)


def health_check(_request):
    return JsonResponse({"status": "ok"})
