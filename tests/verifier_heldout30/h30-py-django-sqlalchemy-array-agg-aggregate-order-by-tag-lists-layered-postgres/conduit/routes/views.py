from django.http import JsonResponse

from conduit.routes.http import endpoint, read_json
from conduit.services import accounts
from conduit.services import articles as article_service


def health_check(request):
    return JsonResponse({"status": "ok"})


def _user(user):
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": accounts.token(user)}}


@endpoint()
def register(request):
    u = read_json(request).get("user", {})
    return JsonResponse(_user(accounts.register(u.get("username", ""), u.get("email", ""), u.get("password", ""))),
                        status=201)


@endpoint()
def login(request):
    u = read_json(request).get("user", {})
    return JsonResponse(_user(accounts.login(u.get("email", ""), u.get("password", ""))))


@endpoint()
def articles(request):
    if request.method == "POST":
        if request.viewer is None:
            return JsonResponse({"errors": {"token": ["missing"]}}, status=401)
        a = read_json(request).get("article", {})
        article = article_service.create(request.viewer, a.get("title", ""), a.get("description", ""),
                                         a.get("body", ""), a.get("tagList", []))
        return JsonResponse({"article": article}, status=201)
    items, total = article_service.list_articles(
        request.viewer, tag=request.GET.get("tag"), author=request.GET.get("author"),
        favorited=request.GET.get("favorited"), limit=int(request.GET.get("limit", 20)),
        offset=int(request.GET.get("offset", 0)),
    )
    return JsonResponse({"articles": items, "articlesCount": total})


@endpoint(auth="required")
def feed(request):
    items, total = article_service.feed(request.viewer, int(request.GET.get("limit", 20)),
                                        int(request.GET.get("offset", 0)))
    return JsonResponse({"articles": items, "articlesCount": total})


def tags(request):
    return JsonResponse({"tags": article_service.tags()})
