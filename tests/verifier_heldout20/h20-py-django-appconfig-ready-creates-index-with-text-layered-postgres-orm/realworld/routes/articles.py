from django.http import JsonResponse

from realworld.services import article_service


def _article(a) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t.name for t in a.tags], "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(), "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


def article_list(request):
    items, total = article_service.list_articles(
        tag=request.GET.get("tag"), author=request.GET.get("author"),
        limit=int(request.GET.get("limit", 20)), offset=int(request.GET.get("offset", 0)))
    return JsonResponse({"articles": [_article(a) for a in items], "articlesCount": total})
