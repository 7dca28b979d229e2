import json
import re
import uuid

import jwt
from django.conf import settings
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from . import article_repository
from .models import Article


def health_check(request):
    return JsonResponse({"status": "ok"})


def _slug(title: str) -> str:
    base = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") or "article"
    return base if not article_repository.slug_taken(base) else f"{base}-{uuid.uuid4().hex[:6]}"


@csrf_exempt
def create_article(request):
    if request.method != "POST":
        return JsonResponse({"errors": {"body": ["method not allowed"]}}, status=405)
    try:
        uid = int(jwt.decode(request.headers.get("Authorization", "").removeprefix("Token "),
                             settings.SECRET_KEY, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
    data = json.loads(request.body or b"{}").get("article") or {}
    article = article_repository.add(Article(slug=_slug(data.get("title", "")), title=data.get("title", ""),
                                             description=data.get("description", ""),
                                             body=data.get("body", ""), author_id=uid))
    return JsonResponse({"article": {"slug": article.slug, "title": article.title,
                                     "description": article.description, "body": article.body,
                                     "tagList": [], "createdAt": article.created_at.isoformat(),
                                     "updatedAt": article.updated_at.isoformat(),
                                     "favorited": False, "favoritesCount": 0}}, status=201)
