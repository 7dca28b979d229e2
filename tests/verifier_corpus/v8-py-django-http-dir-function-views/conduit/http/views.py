import json

from django.http import HttpRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt

from conduit.services.articles import ArticleService, TagService


def health_check(request: HttpRequest) -> JsonResponse:
    return JsonResponse({"status": "ok"})


@csrf_exempt
def articles(request: HttpRequest) -> JsonResponse:
    service = ArticleService()
    if request.method == "POST":
        payload = json.loads(request.body or b"{}")
        return JsonResponse({"article": service.create(payload["article"])}, status=201)
    limit = int(request.GET.get("limit", 20))
    offset = int(request.GET.get("offset", 0))
    items = service.list(request.GET.get("tag"), limit, offset)
    return JsonResponse({"articles": items, "articlesCount": len(items)})


def article_detail(request: HttpRequest, slug: str) -> JsonResponse:
    article = ArticleService().get(slug)
    if article is None:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
    return JsonResponse({"article": article})


def tags(request: HttpRequest) -> JsonResponse:
    return JsonResponse({"tags": TagService().all()})
