from django.http import JsonResponse

from blog.services import article_service


def _json(a) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [], "createdAt": a.created_at.isoformat(), "updatedAt": a.created_at.isoformat(),
            "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


def collection(request):
    items, total = article_service.list_articles(request.GET.get("author"),
                                                 int(request.GET.get("limit", 20)),
                                                 int(request.GET.get("offset", 0)))
    return JsonResponse({"articles": [_json(a) for a in items], "articlesCount": total})


def detail(request, slug):
    try:
        return JsonResponse({"article": _json(article_service.get_article(slug))})
    except article_service.ArticleNotFound:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
