import json
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from django.conf import settings
from django.http import JsonResponse
from django.utils.text import slugify

from articles.models import Article, Tag, User


def _payload(request):
    try:
        return json.loads(request.body or b"{}")
    except json.JSONDecodeError:
        return {}


def _token(user):
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"sub": str(user.pk), "exp": exp}, settings.SECRET_KEY, algorithm="HS256")


def _viewer(request):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        return User.objects.filter(pk=int(jwt.decode(header[6:], settings.SECRET_KEY,
                                                     algorithms=["HS256"])["sub"])).first()
    except jwt.PyJWTError:
        return None


def _user(user):
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": _token(user)}}


def _article(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(t.name for t in a.tags.all()), "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(), "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


def health_check(request):
    return JsonResponse({"status": "ok"})


def register(request):
    data = _payload(request).get("user", {})
    if User.objects.filter(email=data.get("email")).exists():
        return JsonResponse({"errors": {"email": ["has already been taken"]}}, status=422)
    user = User.objects.create(username=data["username"], email=data["email"],
                               password_hash=bcrypt.hashpw(data["password"].encode(), bcrypt.gensalt()).decode())
    return JsonResponse(_user(user), status=201)


def login(request):
    data = _payload(request).get("user", {})
    user = User.objects.filter(email=data.get("email")).first()
    if not user or not bcrypt.checkpw(data.get("password", "").encode(), user.password_hash.encode()):
        return JsonResponse({"errors": {"credentials": ["invalid"]}}, status=401)
    return JsonResponse(_user(user))


def article_list(request):
    if request.method == "POST":
        viewer = _viewer(request)
        if viewer is None:
            return JsonResponse({"errors": {"token": ["missing"]}}, status=401)
        data = _payload(request).get("article", {})
        article = Article.objects.create(slug=slugify(data["title"]), title=data["title"],
                                         description=data["description"], body=data["body"], author=viewer)
        article.tags.set([Tag.objects.get_or_create(name=n)[0] for n in data.get("tagList", [])])
        return JsonResponse({"article": _article(article)}, status=201)
    qs = Article.objects.select_related("author").prefetch_related("tags")
    if request.GET.get("tag"):
        qs = qs.filter(tags__name=request.GET["tag"])
    if request.GET.get("author"):
        qs = qs.filter(author__username=request.GET["author"])
    limit, offset = int(request.GET.get("limit", 20)), int(request.GET.get("offset", 0))
    return JsonResponse({"articles": [_article(a) for a in qs[offset:offset + limit]], "articlesCount": qs.count()})


def article_detail(request, slug):
    article = Article.objects.select_related("author").filter(slug=slug).first()
    if article is None:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
    return JsonResponse({"article": _article(article)})


def tag_list(request):
    return JsonResponse({"tags": sorted(Tag.objects.filter(articles__isnull=False)
                                        .values_list("name", flat=True).distinct())})
