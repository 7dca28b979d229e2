from django.http import JsonResponse

from conduit.services.article_service import ArticleNotFound, ArticleService

service = ArticleService()


def serialize(a) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t.name for t in a.tags.all()], "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(), "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


def article_list(request):
    articles, count = service.list(request.GET.get("tag"), request.GET.get("author"),
                                   int(request.GET.get("limit", 20)), int(request.GET.get("offset", 0)))
    return JsonResponse({"articles": [serialize(a) for a in articles], "articlesCount": count})


def article_detail(request, slug):
    try:
        return JsonResponse({"article": serialize(service.get(slug))})
    except ArticleNotFound:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
