from django.http import JsonResponse

from ..services import articles as article_service
from ..services import users as user_service
from .http import body, endpoint


def user_json(user):
    return {"user": {"email": user.email, "token": user_service.token_for(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


def article_json(a):
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": sorted(t.name for t in a.tags.all()),
        "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
        "favorited": False, "favoritesCount": 0,
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False},
    }


@endpoint()
def health(request):
    return JsonResponse({"status": "ok"})


@endpoint()
def register(request):
    data = body(request, "user")
    user = user_service.register(data.get("username"), data.get("email"), data.get("password"))
    return JsonResponse(user_json(user), status=201)


@endpoint()
def login(request):
    data = body(request, "user")
    return JsonResponse(user_json(user_service.login(data.get("email"), data.get("password"))))


@endpoint(auth="required")
def current_user(request):
    return JsonResponse(user_json(request.viewer))


@endpoint(auth="optional")
def profile(request, username):
    if request.method == "GET":
        return JsonResponse({"profile": user_service.profile(username, request.viewer)})
    if request.viewer is None:
        return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
    follow = request.method == "POST"
    return JsonResponse({"profile": user_service.set_following(request.viewer, username, follow)})


@endpoint(auth="optional")
def articles(request):
    if request.method == "POST":
        if request.viewer is None:
            return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
        article = article_service.create(request.viewer, body(request, "article"))
        return JsonResponse({"article": article_json(article)}, status=201)
    rows, total = article_service.page(
        tag=request.GET.get("tag"), author=request.GET.get("author"),
        limit=int(request.GET.get("limit", 20)), offset=int(request.GET.get("offset", 0)),
    )
    return JsonResponse({"articles": [article_json(a) for a in rows], "articlesCount": total})


@endpoint()
def article_detail(request, slug):
    return JsonResponse({"article": article_json(article_service.get(slug))})


@endpoint()
def tags(request):
    return JsonResponse({"tags": article_service.tags()})
