import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from conduit.services.article_service import ArticleNotFound, ArticleService

service = ArticleService()


def _json(article):
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "author": {"username": article.author.username, "bio": article.author.bio}}


@csrf_exempt
def collection(request):
    if request.method == "POST":
        data = json.loads(request.body)["article"]
        article = service.create(int(request.headers.get("X-User-Id", "0")), data["title"], data["description"], data["body"])
        return JsonResponse({"article": {"slug": article.slug, "title": article.title}}, status=201)
    rows, total = service.list(int(request.GET.get("limit", 20)), int(request.GET.get("offset", 0)))
    return JsonResponse({"articles": [_json(a) for a in rows], "articlesCount": total})


def item(request, slug):
    try:
        return JsonResponse({"article": _json(service.get(slug))})
    except ArticleNotFound:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
