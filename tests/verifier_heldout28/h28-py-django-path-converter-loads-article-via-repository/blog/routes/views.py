import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from blog.services import accounts, articles


def _payload(request, key):
    try:
        return (json.loads(request.body or b"{}") or {}).get(key) or {}
    except json.JSONDecodeError:
        return {}


def _viewer(request):
    try:
        return accounts.author_for_header(request.headers.get("Authorization"))
    except accounts.AuthError:
        return None


def health(request):
    return JsonResponse({"status": "ok"})


@csrf_exempt
def users(request):
    data = _payload(request, "user")
    author = accounts.register(data.get("username", ""), data.get("email", ""), data.get("password", ""))
    return JsonResponse({"user": {"email": author.email, "token": accounts.token_for(author),
                                  "username": author.username, "bio": author.bio, "image": author.image}},
                        status=201)


@csrf_exempt
def login(request):
    data = _payload(request, "user")
    try:
        author = accounts.login(data.get("email", ""), data.get("password", ""))
    except accounts.AuthError as err:
        return JsonResponse({"errors": {"email or password": [str(err)]}}, status=401)
    return JsonResponse({"user": {"email": author.email, "token": accounts.token_for(author),
                                  "username": author.username, "bio": author.bio, "image": author.image}})


@csrf_exempt
def article_list(request):
    if request.method == "POST":
        viewer = _viewer(request)
        if viewer is None:
            return JsonResponse({"errors": {"token": ["is missing"]}}, status=401)
        return JsonResponse({"article": articles.publish(viewer, _payload(request, "article"))}, status=201)
    return JsonResponse(articles.listing(request.GET.get("tag"), int(request.GET.get("limit", 20)),
                                         int(request.GET.get("offset", 0))))


def article_detail(request, article):
    return JsonResponse({"article": articles.as_json(article)})


@csrf_exempt
def article_comments(request, article):
    if request.method == "POST":
        viewer = _viewer(request)
        if viewer is None:
            return JsonResponse({"errors": {"token": ["is missing"]}}, status=401)
        body = _payload(request, "comment").get("body", "")
        return JsonResponse({"comment": articles.comment_on(article, viewer, body)})
    return JsonResponse({"comments": articles.comments_of(article)})
