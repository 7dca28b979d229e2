import json

import bcrypt
from django.http import HttpResponse, JsonResponse
from django.utils.text import slugify
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods

from articles.auth import account_from_request, token_for
from articles.models import Account, Article, Tag


def _body(request) -> dict:
    try:
        return json.loads(request.body or b"{}")
    except json.JSONDecodeError:
        return {}


def _user(account: Account) -> dict:
    return {"user": {"email": account.email, "token": token_for(account), "username": account.username,
                     "bio": account.bio, "image": account.image}}


def _article(article: Article, viewer: Account | None) -> dict:
    return {
        "slug": article.slug, "title": article.title, "description": article.description, "body": article.body,
        "tagList": sorted(t.name for t in article.tags.all()),
        "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
        "favorited": bool(viewer and article.favorited_by.filter(pk=viewer.pk).exists()),
        "favoritesCount": article.favorited_by.count(),
        "author": {"username": article.author.username, "bio": article.author.bio, "image": article.author.image,
                   "following": bool(viewer and viewer.following.filter(pk=article.author_id).exists())},
    }


def health_check(request):
    return JsonResponse({"status": "ok"})


@csrf_exempt
@require_http_methods(["POST"])
def register(request):
    data = _body(request).get("user") or {}
    if Account.objects.filter(email=data.get("email")).exists():
        return JsonResponse({"errors": {"email": ["has already been taken"]}}, status=409)
    account = Account.objects.create(
        username=data.get("username", ""), email=data.get("email", ""),
        password_hash=bcrypt.hashpw(data.get("password", "").encode(), bcrypt.gensalt()).decode(),
    )
    return JsonResponse(_user(account), status=201)


@csrf_exempt
@require_http_methods(["POST"])
def login(request):
    data = _body(request).get("user") or {}
    account = Account.objects.filter(email=data.get("email")).first()
    if account is None or not bcrypt.checkpw(data.get("password", "").encode(), account.password_hash.encode()):
        return JsonResponse({"errors": {"email or password": ["is invalid"]}}, status=401)
    return JsonResponse(_user(account))


@csrf_exempt
def articles(request):
    viewer = account_from_request(request)
    if request.method == "POST":
        if viewer is None:
            return JsonResponse({"errors": {"token": ["is missing"]}}, status=401)
        data = _body(request).get("article") or {}
        article = Article.objects.create(slug=slugify(data.get("title", "")), title=data.get("title", ""),
                                         description=data.get("description", ""), body=data.get("body", ""),
                                         author=viewer)
        for name in data.get("tagList") or []:
            article.tags.add(Tag.objects.get_or_create(name=name)[0])
        return JsonResponse({"article": _article(article, viewer)}, status=201)
    qs = Article.objects.select_related("author")
    if request.GET.get("tag"):
        qs = qs.filter(tags__name=request.GET["tag"])
    if request.GET.get("author"):
        qs = qs.filter(author__username=request.GET["author"])
    limit, offset = int(request.GET.get("limit", 20)), int(request.GET.get("offset", 0))
    return JsonResponse({"articles": [_article(a, viewer) for a in qs[offset:offset + limit]],
                         "articlesCount": qs.count()})


def tags(request):
    return JsonResponse({"tags": list(Tag.objects.order_by("name").values_list("name", flat=True))})


@csrf_exempt
def article_detail(request, slug):
    article = Article.objects.filter(slug=slug).first()
    if article is None:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
    if request.method == "DELETE":
        viewer = account_from_request(request)
        if viewer is None or viewer.pk != article.author_id:
            return JsonResponse({"errors": {"article": ["forbidden"]}}, status=403)
        article.delete()
        return HttpResponse(status=204)
    return JsonResponse({"article": _article(article, account_from_request(request))})
