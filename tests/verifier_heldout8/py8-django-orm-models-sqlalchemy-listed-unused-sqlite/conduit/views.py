import json
import uuid

from django.contrib.auth.hashers import check_password, make_password
from django.http import HttpResponse, JsonResponse
from django.utils.text import slugify
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods

from conduit.auth import make_token, user_from_request
from conduit.models import Article, Tag, User


def _body(request, key):
    try:
        return json.loads(request.body or b"{}").get(key) or {}
    except json.JSONDecodeError:
        return {}


def _error(status, field, message):
    return JsonResponse({"errors": {field: [message]}}, status=status)


def _user(user):
    return {"user": {"email": user.email, "token": make_token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


def _article(article, viewer):
    return {
        "slug": article.slug, "title": article.title, "description": article.description, "body": article.body,
        "tagList": sorted(article.tags.values_list("name", flat=True)),
        "createdAt": article.created_at.isoformat().replace("+00:00", "Z"),
        "updatedAt": article.updated_at.isoformat().replace("+00:00", "Z"),
        "favorited": bool(viewer) and article.favorited_by.filter(pk=viewer.pk).exists(),
        "favoritesCount": article.favorited_by.count(),
        "author": {"username": article.author.username, "bio": article.author.bio, "image": article.author.image,
                   "following": bool(viewer) and viewer.following.filter(pk=article.author_id).exists()},
    }


def health_check(request):
    return JsonResponse({"status": "ok"})


@csrf_exempt
@require_http_methods(["POST"])
def register(request):
    data = _body(request, "user")
    if User.objects.filter(email=data.get("email")).exists():
        return _error(422, "email", "has already been taken")
    if User.objects.filter(username=data.get("username")).exists():
        return _error(422, "username", "has already been taken")
    user = User.objects.create(username=data.get("username", ""), email=data.get("email", ""),
                               password=make_password(data.get("password", "")))
    return JsonResponse(_user(user), status=201)


@csrf_exempt
@require_http_methods(["POST"])
def login(request):
    data = _body(request, "user")
    user = User.objects.filter(email=data.get("email")).first()
    if user is None or not check_password(data.get("password", ""), user.password):
        return _error(401, "email or password", "is invalid")
    return JsonResponse(_user(user))


@csrf_exempt
@require_http_methods(["GET", "POST"])
def articles(request):
    viewer = user_from_request(request)
    if request.method == "POST":
        if viewer is None:
            return _error(401, "token", "is missing")
        data = _body(request, "article")
        article = Article.objects.create(
            slug=f"{slugify(data.get('title', ''))}-{uuid.uuid4().hex[:6]}", title=data.get("title", ""),
            description=data.get("description", ""), body=data.get("body", ""), author=viewer)
        for name in data.get("tagList") or []:
            article.tags.add(Tag.objects.get_or_create(name=name)[0])
        return JsonResponse({"article": _article(article, viewer)}, status=201)
    qs = Article.objects.select_related("author")
    if tag := request.GET.get("tag"):
        qs = qs.filter(tags__name=tag)
    if author := request.GET.get("author"):
        qs = qs.filter(author__username=author)
    if favorited := request.GET.get("favorited"):
        qs = qs.filter(favorited_by__username=favorited)
    limit, offset = int(request.GET.get("limit", 20)), int(request.GET.get("offset", 0))
    return JsonResponse({"articles": [_article(a, viewer) for a in qs[offset:offset + limit]],
                         "articlesCount": qs.count()})


@csrf_exempt
@require_http_methods(["GET", "DELETE"])
def article_detail(request, slug):
    viewer = user_from_request(request)
    article = Article.objects.filter(slug=slug).first()
    if article is None:
        return _error(404, "article", "not found")
    if request.method == "DELETE":
        if viewer is None or article.author_id != viewer.pk:
            return _error(403, "article", "forbidden")
        article.delete()
        return HttpResponse(status=204)
    return JsonResponse({"article": _article(article, viewer)})


def tags(request):
    return JsonResponse({"tags": list(Tag.objects.order_by("name").values_list("name", flat=True))})
