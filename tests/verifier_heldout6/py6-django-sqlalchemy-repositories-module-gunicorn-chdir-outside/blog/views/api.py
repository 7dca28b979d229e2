import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from blog.services import accounts, publishing


def _json(request):
    return json.loads(request.body or b"{}")


def _user(u):
    return {"user": {"email": u.email, "username": u.username, "bio": u.bio, "image": u.image,
                     "token": accounts.token(u)}}


def _article(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t for t in a.tags.split(",") if t], "createdAt": a.created_at.isoformat() + "Z",
            "updatedAt": a.updated_at.isoformat() + "Z", "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


def health_check(request):
    return JsonResponse({"status": "ok"})


@csrf_exempt
def register(request):
    u = _json(request).get("user", {})
    try:
        return JsonResponse(_user(accounts.register(u["username"], u["email"], u["password"])), status=201)
    except accounts.AccountError as exc:
        return JsonResponse({"errors": {"body": [str(exc)]}}, status=exc.status)


@csrf_exempt
def login(request):
    u = _json(request).get("user", {})
    try:
        return JsonResponse(_user(accounts.login(u["email"], u["password"])))
    except accounts.AccountError as exc:
        return JsonResponse({"errors": {"body": [str(exc)]}}, status=exc.status)


@csrf_exempt
def articles(request):
    if request.method == "POST":
        me = accounts.from_header(request.headers.get("Authorization", ""))
        if me is None:
            return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
        a = _json(request).get("article", {})
        article = publishing.publish(me, a["title"], a["description"], a["body"], a.get("tagList", []))
        return JsonResponse({"article": _article(article)}, status=201)
    rows, total = publishing.browse(request.GET.get("author"), int(request.GET.get("limit", 20)),
                                    int(request.GET.get("offset", 0)))
    return JsonResponse({"articles": [_article(a) for a in rows], "articlesCount": total})


def article(request, slug):
    a = publishing.read(slug)
    if a is None:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
    return JsonResponse({"article": _article(a)})


@csrf_exempt
def follow(request, username):
    me = accounts.from_header(request.headers.get("Authorization", ""))
    if me is None:
        return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
    try:
        target = accounts.follow(me, username, request.method == "POST")
    except accounts.AccountError as exc:
        return JsonResponse({"errors": {"body": [str(exc)]}}, status=exc.status)
    return JsonResponse({"profile": {"username": target.username, "bio": target.bio, "image": target.image,
                                     "following": request.method == "POST"}})
