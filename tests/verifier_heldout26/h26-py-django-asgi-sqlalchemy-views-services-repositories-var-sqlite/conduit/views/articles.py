import json

import jwt
from django.conf import settings
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from conduit.services.publishing import ArticleMissing, PublishingService

publishing = PublishingService()


def _dump(article) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": [],
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
        "favorited": False,
        "favoritesCount": 0,
        "author": {"username": article.author.username, "bio": article.author.bio, "image": article.author.image, "following": False},
    }


@csrf_exempt
def collection(request):
    if request.method == "POST":
        token = request.headers.get("Authorization", "").removeprefix("Token ")
        user_id = int(jwt.decode(token, settings.SECRET_KEY, algorithms=["HS256"])["sub"])
        data = json.loads(request.body)["article"]
        article = publishing.publish(user_id, data["title"], data["description"], data["body"])
        return JsonResponse({"article": _dump(article)}, status=201)
    items, total = publishing.browse(request.GET.get("author"), int(request.GET.get("limit", 20)), int(request.GET.get("offset", 0)))
    return JsonResponse({"articles": [_dump(a) for a in items], "articlesCount": total})


def detail(request, slug):
    try:
        return JsonResponse({"article": _dump(publishing.find(slug))})
    except ArticleMissing:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
