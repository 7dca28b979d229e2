from django.apps import apps
from django.conf import settings
from django.http import JsonResponse

from conduit.services.article_service import ArticleNotFound, ArticleService

service = ArticleService()


def _json(a) -> dict:
    return {
        "slug": a.slug,
        "title": a.title,
        "description": a.description,
        "body": a.body,
        "tagList": [],
        "createdAt": a.created_at.isoformat(),
        "updatedAt": a.updated_at.isoformat(),
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False},
        "favorited": False,
        "favoritesCount": 0,
    }


def list_articles(request):
    Article = apps.get_model("conduit", "Article")
    limit = int(request.GET.get("limit", settings.CONDUIT_PAGE_SIZE))
    offset = int(request.GET.get("offset", 0))
    qs = Article.objects.select_related("author")
    if request.GET.get("author"):
        qs = qs.filter(author__username=request.GET["author"])
    total = qs.count()
    return JsonResponse({"articles": [_json(a) for a in qs[offset : offset + limit]], "articlesCount": total})


def get_article(request, slug: str):
    try:
        return JsonResponse({"article": _json(service.get(slug))})
    except ArticleNotFound:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)


def health_check(_request):
    return JsonResponse({"status": "ok"})
