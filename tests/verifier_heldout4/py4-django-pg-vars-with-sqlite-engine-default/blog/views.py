import json
import secrets

import jwt
from django.conf import settings
from django.contrib.auth.hashers import check_password, make_password
from django.db.models import Count
from django.http import JsonResponse
from django.utils.text import slugify
from django.views.decorators.csrf import csrf_exempt

from blog.models import Article, Author


def _payload(request, key):
    return json.loads(request.body or "{}").get(key, {})


def _me(request):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        data = jwt.decode(header[6:], settings.SECRET_KEY, algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    return Author.objects.filter(pk=data["id"]).first()


def _user(a):
    token = jwt.encode({"id": a.pk}, settings.SECRET_KEY, algorithm="HS256")
    return {"user": {"email": a.email, "username": a.username, "bio": a.bio, "image": a.image, "token": token}}


def _article(a, me):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": a.tag_list, "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": bool(me) and a.favorited_by.filter(pk=me.pk).exists(),
            "favoritesCount": a.favorited_by.count(),
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": bool(me) and me.follows.filter(pk=a.author_id).exists()}}


def health(request):
    return JsonResponse({"status": "ok"})


@csrf_exempt
def register(request):
    data = _payload(request, "user")
    author = Author.objects.create(username=data["username"], email=data["email"],
                                   password=make_password(data["password"]))
    return JsonResponse(_user(author), status=201)


@csrf_exempt
def login(request):
    data = _payload(request, "user")
    author = Author.objects.filter(email=data.get("email")).first()
    if not author or not check_password(data.get("password", ""), author.password):
        return JsonResponse({"errors": {"credentials": ["invalid"]}}, status=401)
    return JsonResponse(_user(author))


@csrf_exempt
def articles(request):
    me = _me(request)
    if request.method == "POST":
        if me is None:
            return JsonResponse({"errors": {"token": ["missing"]}}, status=401)
        data = _payload(request, "article")
        a = Article.objects.create(slug=f"{slugify(data['title'])}-{secrets.token_hex(3)}", title=data["title"],
                                   description=data["description"], body=data["body"],
                                   tag_list=data.get("tagList", []), author=me)
        return JsonResponse({"article": _article(a, me)}, status=201)
    qs = Article.objects.select_related("author").order_by("-created_at")
    if request.GET.get("author"):
        qs = qs.filter(author__username=request.GET["author"])
    if request.GET.get("favorited"):
        qs = qs.filter(favorited_by__username=request.GET["favorited"])
    limit, offset = int(request.GET.get("limit", 20)), int(request.GET.get("offset", 0))
    items = [a for a in qs if not request.GET.get("tag") or request.GET["tag"] in a.tag_list]
    return JsonResponse({"articles": [_article(a, me) for a in items[offset:offset + limit]],
                         "articlesCount": len(items)})


@csrf_exempt
def article_detail(request, slug):
    a = Article.objects.select_related("author").filter(slug=slug).first()
    if a is None:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
    me = _me(request)
    if request.method == "DELETE":
        if me is None or me.pk != a.author_id:
            return JsonResponse({"errors": {"article": ["forbidden"]}}, status=403)
        a.delete()
        return JsonResponse({}, status=204)
    return JsonResponse({"article": _article(a, me)})


@csrf_exempt
def favorite(request, slug):
    me = _me(request)
    a = Article.objects.filter(slug=slug).first()
    if me is None or a is None:
        return JsonResponse({"errors": {"request": ["invalid"]}}, status=401 if me is None else 404)
    (a.favorited_by.add if request.method == "POST" else a.favorited_by.remove)(me)
    return JsonResponse({"article": _article(a, me)})


def tags(request):
    names = sorted({t for tag_list in Article.objects.values_list("tag_list", flat=True) for t in tag_list})
    return JsonResponse({"tags": names})
