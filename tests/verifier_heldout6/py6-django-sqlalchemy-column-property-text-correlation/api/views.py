import json
import re
import time

import jwt
from django.conf import settings
from django.contrib.auth.hashers import check_password, make_password
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from sqlalchemy import delete, insert, select

from api.db import Article, Session, User, favorites


def _token(user):
    return jwt.encode({"sub": str(user.id), "exp": int(time.time()) + 86400}, settings.SECRET_KEY, "HS256")


def _viewer(request, s):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        return s.get(User, int(jwt.decode(header[6:], settings.SECRET_KEY, ["HS256"])["sub"]))
    except jwt.PyJWTError:
        return None


def _article(a, favorited=False):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": [],
            "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": favorited, "favoritesCount": a.favorites_count,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


def health_check(request):
    return JsonResponse({"status": "ok"})


@csrf_exempt
def register(request):
    d = json.loads(request.body)["user"]
    with Session.begin() as s:
        if s.scalar(select(User).where((User.email == d["email"]) | (User.username == d["username"]))):
            return JsonResponse({"errors": {"username": ["has already been taken"]}}, status=422)
        u = User(username=d["username"], email=d["email"], password=make_password(d["password"]))
        s.add(u)
        s.flush()
        return JsonResponse({"user": {"email": u.email, "username": u.username, "bio": u.bio, "image": u.image,
                                      "token": _token(u)}}, status=201)


@csrf_exempt
def login(request):
    d = json.loads(request.body)["user"]
    with Session() as s:
        u = s.scalar(select(User).where(User.email == d["email"]))
    if u is None or not check_password(d["password"], u.password):
        return JsonResponse({"errors": {"credentials": ["invalid"]}}, status=401)
    return JsonResponse({"user": {"email": u.email, "username": u.username, "bio": u.bio, "image": u.image,
                                  "token": _token(u)}})


@csrf_exempt
def articles(request):
    with Session.begin() as s:
        if request.method == "POST":
            me = _viewer(request, s)
            if me is None:
                return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
            d = json.loads(request.body)["article"]
            a = Article(slug=re.sub(r"[^a-z0-9]+", "-", d["title"].lower()).strip("-"), title=d["title"],
                        description=d["description"], body=d["body"], author_id=me.id)
            s.add(a)
            s.flush()
            s.refresh(a)
            return JsonResponse({"article": _article(a)}, status=201)
        limit, offset = int(request.GET.get("limit", 20)), int(request.GET.get("offset", 0))
        rows = s.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
        return JsonResponse({"articles": [_article(a) for a in rows], "articlesCount": len(rows)})


@csrf_exempt
def favorite(request, slug):
    with Session.begin() as s:
        me = _viewer(request, s)
        if me is None:
            return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
        a = s.scalar(select(Article).where(Article.slug == slug))
        if a is None:
            return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
        s.execute(delete(favorites).where(favorites.c.user_id == me.id, favorites.c.article_id == a.id))
        if request.method == "POST":
            s.execute(insert(favorites).values(user_id=me.id, article_id=a.id))
        s.flush()
        s.refresh(a)
        return JsonResponse({"article": _article(a, request.method == "POST")})
