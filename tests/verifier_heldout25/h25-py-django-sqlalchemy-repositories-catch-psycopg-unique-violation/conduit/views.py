import json
import re
import secrets
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from django.conf import settings
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from . import store


def _json(request, key):
    try:
        return (json.loads(request.body or b"{}") or {}).get(key) or {}
    except json.JSONDecodeError:
        return {}


def _token(user) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"sub": str(user.id), "exp": exp}, settings.SECRET_KEY, algorithm="HS256")


def _viewer(request):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        return store.user_by_id(int(jwt.decode(header[6:], settings.SECRET_KEY, algorithms=["HS256"])["sub"]))
    except jwt.PyJWTError:
        return None


def _user(u):
    return {"user": {"email": u.email, "token": _token(u), "username": u.username, "bio": u.bio, "image": u.image}}


def _article(a, viewer):
    favorited, count = store.favorite_stats(viewer.id if viewer else None, a.id)
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": [],
        "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
        "favorited": favorited, "favoritesCount": count,
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False},
    }


def health(request):
    return JsonResponse({"status": "ok"})


@csrf_exempt
def register(request):
    data = _json(request, "user")
    if not all(data.get(k) for k in ("username", "email", "password")):
        return JsonResponse({"errors": {"body": ["username, email and password are required"]}}, status=422)
    try:
        user = store.create_user(data["username"], data["email"],
                                 bcrypt.hashpw(data["password"].encode(), bcrypt.gensalt()).decode())
    except store.AlreadyExists as exc:
        return JsonResponse({"errors": {"body": [str(exc)]}}, status=409)
    return JsonResponse(_user(user), status=201)


@csrf_exempt
def login(request):
    data = _json(request, "user")
    user = store.user_by_email(data.get("email", ""))
    if user is None or not bcrypt.checkpw(data.get("password", "").encode(), user.password_hash.encode()):
        return JsonResponse({"errors": {"body": ["invalid credentials"]}}, status=401)
    return JsonResponse(_user(user))


@csrf_exempt
def articles(request):
    viewer = _viewer(request)
    if request.method != "POST":
        return JsonResponse({"articles": [], "articlesCount": 0})
    if viewer is None:
        return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
    data = _json(request, "article")
    slug = re.sub(r"[^a-z0-9]+", "-", data.get("title", "").lower()).strip("-") + "-" + secrets.token_hex(3)
    article = store.create_article(viewer.id, slug, data["title"], data["description"], data["body"])
    return JsonResponse({"article": _article(article, viewer)}, status=201)


@csrf_exempt
def favorite(request, slug):
    viewer = _viewer(request)
    if viewer is None:
        return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
    article = store.article_by_slug(slug)
    if article is None:
        return JsonResponse({"errors": {"body": ["article not found"]}}, status=404)
    if request.method == "POST":
        store.favorite(viewer.id, article.id)
    else:
        store.unfavorite(viewer.id, article.id)
    return JsonResponse({"article": _article(article, viewer)})
