import json
from functools import wraps

import jwt
from django.conf import settings
from django.contrib.auth.hashers import check_password, make_password
from django.http import JsonResponse
from django.utils.text import slugify
from django.views.decorators.csrf import csrf_exempt

from .models import Article, User


def _json(request):
    try:
        return json.loads(request.body or b"{}")
    except ValueError:
        return {}


def _token(user):
    return jwt.encode({"uid": user.id}, settings.SECRET_KEY, algorithm="HS256")


def _viewer(request):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        uid = jwt.decode(header[6:], settings.SECRET_KEY, algorithms=["HS256"])["uid"]
    except jwt.PyJWTError:
        return None
    return User.objects.filter(id=uid).first()


def login_required(view):
    @wraps(view)
    def wrapper(request, *args, **kwargs):
        request.viewer = _viewer(request)
        if request.viewer is None:
            return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
        return view(request, *args, **kwargs)
    return wrapper


def _user(user):
    return {"user": {"email": user.email, "token": _token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


def _article(article, viewer):
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": sorted(article.tag_list), "createdAt": article.created_at.isoformat(),
            "updatedAt": article.updated_at.isoformat(),
            "favorited": bool(viewer) and article.favorited_by.filter(id=viewer.id).exists(),
            "favoritesCount": article.favorited_by.count(),
            "author": {"username": article.author.username, "bio": article.author.bio,
                       "image": article.author.image, "following": False}}


def health(request):
    return JsonResponse({"status": "ok"})


@csrf_exempt
def register(request):
    data = _json(request).get("user", {})
    if User.objects.filter(email=data.get("email")).exists():
        return JsonResponse({"errors": {"email": ["has already been taken"]}}, status=422)
    user = User.objects.create(username=data.get("username"), email=data.get("email"),
                               password=make_password(data.get("password")))
    return JsonResponse(_user(user), status=201)


@csrf_exempt
def login(request):
    data = _json(request).get("user", {})
    user = User.objects.filter(email=data.get("email")).first()
    if user is None or not check_password(data.get("password", ""), user.password):
        return JsonResponse({"errors": {"body": ["invalid credentials"]}}, status=401)
    return JsonResponse(_user(user))


@csrf_exempt
def articles(request):
    if request.method == "POST":
        viewer = _viewer(request)
        if viewer is None:
            return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
        data = _json(request).get("article", {})
        article = Article.objects.create(slug=slugify(data["title"]), title=data["title"],
                                         description=data["description"], body=data["body"],
                                         tag_list=data.get("tagList") or [], author=viewer)
        return JsonResponse({"article": _article(article, viewer)}, status=201)
    viewer = _viewer(request)
    qs = Article.objects.select_related("author").order_by("-created_at")
    if request.GET.get("author"):
        qs = qs.filter(author__username=request.GET["author"])
    limit, offset = int(request.GET.get("limit", 20)), int(request.GET.get("offset", 0))
    return JsonResponse({"articles": [_article(a, viewer) for a in qs[offset:offset + limit]],
                         "articlesCount": qs.count()})


@csrf_exempt
@login_required
def favorite(request, slug):
    article = Article.objects.filter(slug=slug).first()
    if article is None:
        return JsonResponse({"errors": {"body": ["not found"]}}, status=404)
    if request.method == "POST":
        article.favorited_by.add(request.viewer)
    else:
        article.favorited_by.remove(request.viewer)
    return JsonResponse({"article": _article(article, request.viewer)})


def tags(request):
    names = set()
    for tag_list in Article.objects.values_list("tag_list", flat=True):
        names.update(tag_list)
    return JsonResponse({"tags": sorted(names)})
