from django.http import HttpResponse, JsonResponse

from conduit.routes.http import api_view
from conduit.services import articles, users
from conduit.services.errors import ApiError


def _user(u):
    return {"user": {"email": u.email, "token": users.token(u), "username": u.username, "bio": u.bio,
                     "image": u.image}}


def health_check(request):
    return JsonResponse({"status": "ok"})


@api_view()
def register(request):
    data = request.json.get("user") or {}
    return JsonResponse(_user(users.register(data.get("username", ""), data.get("email", ""),
                                             data.get("password", ""))), status=201)


@api_view()
def login(request):
    data = request.json.get("user") or {}
    return JsonResponse(_user(users.login(data.get("email", ""), data.get("password", ""))))


@api_view()
def article_collection(request):
    if request.method == "POST":
        if request.viewer is None:
            raise ApiError(401, "token", "is missing")
        return JsonResponse({"article": articles.create(request.viewer, request.json.get("article") or {})},
                            status=201)
    q = request.GET
    items, total = articles.listing(request.viewer, tag=q.get("tag"), author=q.get("author"),
                                    favorited=q.get("favorited"), limit=int(q.get("limit", 20)),
                                    offset=int(q.get("offset", 0)))
    return JsonResponse({"articles": items, "articlesCount": total})


@api_view(auth="required")
def feed(request):
    q = request.GET
    items, total = articles.listing(request.viewer, feed_of=request.viewer.id,
                                    limit=int(q.get("limit", 20)), offset=int(q.get("offset", 0)))
    return JsonResponse({"articles": items, "articlesCount": total})


@api_view()
def article_item(request, slug):
    if request.method == "DELETE":
        if request.viewer is None:
            raise ApiError(401, "token", "is missing")
        articles.delete(slug, request.viewer)
        return HttpResponse(status=204)
    return JsonResponse({"article": articles.get(slug, request.viewer)})


@api_view()
def tags(request):
    return JsonResponse({"tags": articles.all_tags()})
