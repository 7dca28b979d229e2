from django.http import JsonResponse
from django.views.decorators.http import require_GET

from conduit.services.article_service import ArticleNotFound, ArticleService

service = ArticleService()


def _article(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "author": {"username": a.author.username, "bio": a.author.bio,
                       "image": a.author.image, "following": False}}


@require_GET
def list_articles(request):
    items, count = service.list(author=request.GET.get("author"),
                                limit=int(request.GET.get("limit", 20)),
                                offset=int(request.GET.get("offset", 0)))
    return JsonResponse({"articles": [_article(a) for a in items], "articlesCount": count})


@require_GET
def get_article(request, slug):
    try:
        return JsonResponse({"article": _article(service.get(slug))})
    except ArticleNotFound:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
