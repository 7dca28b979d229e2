import json

import jwt
from django.conf import settings
from django.contrib.auth import get_user_model
from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.csrf import csrf_exempt

from .models import Article, Comment

User = get_user_model()


def _author(user) -> dict:
    return {"username": user.username, "bio": "", "image": None, "following": False}


def _user_from(request):
    header = request.headers.get("Authorization", "")
    try:
        uid = jwt.decode(header.removeprefix("Token "), settings.SECRET_KEY, algorithms=["HS256"])["sub"]
    except jwt.PyJWTError:
        return None
    return User.objects.filter(pk=uid).first()


def health_check(request):
    return JsonResponse({"status": "ok"})


def articles(request):
    qs = Article.objects.select_related("author").order_by("-created_at")
    if author := request.GET.get("author"):
        qs = qs.filter(author__username=author)
    limit = int(request.GET.get("limit", 20))
    offset = int(request.GET.get("offset", 0))
    page = qs[offset:offset + limit]
    return JsonResponse({"articles": [{"slug": a.slug, "title": a.title, "description": a.description,
                                       "body": a.body, "tagList": [], "author": _author(a.author),
                                       "createdAt": a.created_at.isoformat(),
                                       "updatedAt": a.updated_at.isoformat(),
                                       "favorited": False, "favoritesCount": 0} for a in page],
                         "articlesCount": qs.count()})


@csrf_exempt
def comments(request, slug):
    article = get_object_or_404(Article, slug=slug)
    if request.method == "POST":
        user = _user_from(request)
        if user is None:
            return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
        body = json.loads(request.body or b"{}").get("comment", {}).get("body", "")
        c = Comment.objects.create(article=article, author=user, body=body)
        return JsonResponse({"comment": {"id": c.id, "body": c.body, "author": _author(user),
                                         "createdAt": c.created_at.isoformat(),
                                         "updatedAt": c.updated_at.isoformat()}})
    rows = Comment.objects.filter(article=article).select_related("author").order_by("created_at")
    return JsonResponse({"comments": [{"id": c.id, "body": c.body, "author": _author(c.author),
                                       "createdAt": c.created_at.isoformat(),
                                       "updatedAt": c.updated_at.isoformat()} for c in rows]})
