from django.http import JsonResponse
from conduit.services.article_service import ArticleNotFound, ArticleService

service = ArticleService()


def dump(a):
    return {"slug": a.slug, "title": a.title, "body": a.body, "author": {"username": a.author.username}}


def article_list(request):
    items, total = service.list(int(request.GET.get("limit", 20)), int(request.GET.get("offset", 0)))
    return JsonResponse({"articles": [dump(a) for a in items], "articlesCount": total})


def article_detail(request, slug):
    try:
        return JsonResponse({"article": dump(service.get(slug))})
    except ArticleNotFound:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
