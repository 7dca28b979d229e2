import json
from functools import wraps

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from ..services import accounts, articles
from ..services.accounts import AccountError


def api(require_user=False):
    def deco(view):
        @csrf_exempt
        @wraps(view)
        def inner(request, *args, **kwargs):
            header = request.headers.get("Authorization", "")
            request.viewer = accounts.from_token(header[6:]) if header.startswith("Token ") else None
            if require_user and request.viewer is None:
                return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
            try:
                request.payload = json.loads(request.body or b"{}") if request.body else {}
                return view(request, *args, **kwargs)
            except AccountError as exc:
                return JsonResponse({"errors": {"body": [str(exc)]}}, status=exc.status)
        return inner
    return deco


def _user(p):
    return {"user": {"email": p.email, "token": accounts.token(p), "username": p.username,
                     "bio": p.bio, "image": p.image}}


def health(request):
    return JsonResponse({"status": "ok"})


@api()
def register(request):
    d = request.payload.get("user", {})
    return JsonResponse(_user(accounts.register(d.get("username"), d.get("email"), d.get("password"))), status=201)


@api()
def login(request):
    d = request.payload.get("user", {})
    return JsonResponse(_user(accounts.login(d.get("email"), d.get("password"))))


@api()
def profile(request, username):
    return JsonResponse({"profile": accounts.profile_view(username, request.viewer)})


@api(require_user=True)
def follow(request, username):
    return JsonResponse({"profile": accounts.follow(request.viewer, username, request.method == "POST")})


@api()
def articles(request):
    if request.method == "POST":
        if request.viewer is None:
            return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
        return JsonResponse({"article": articles.publish(request.viewer, request.payload.get("article", {}))},
                            status=201)
    return JsonResponse(articles.listing(request.GET.get("author"), int(request.GET.get("limit", 20)),
                                         int(request.GET.get("offset", 0))))


@api(require_user=True)
def feed(request):
    return JsonResponse(articles.feed(request.viewer, int(request.GET.get("limit", 20)),
                                      int(request.GET.get("offset", 0))))


@api()
def article(request, slug):
    return JsonResponse({"article": articles.get(slug)})
