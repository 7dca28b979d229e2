from rest_framework.decorators import api_view
from rest_framework.exceptions import NotAuthenticated
from rest_framework.response import Response

from app.services import articles, profiles


def _require(request):
    if request.user is None:
        raise NotAuthenticated()
    return request.user


def _user(p):
    return {"user": {"email": p.email, "username": p.username, "bio": p.bio, "image": p.image,
                     "token": profiles.token(p)}}


def _profile(p, me):
    return {"username": p.username, "bio": p.bio, "image": p.image,
            "following": bool(me) and me.following.filter(pk=p.pk).exists()}


def _article(a, me):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": a.tags, "createdAt": a.created_at, "updatedAt": a.updated_at,
            "favorited": bool(me) and a.favorited_by.filter(pk=me.pk).exists(),
            "favoritesCount": a.fav_count, "author": _profile(a.author, me)}


@api_view(["GET"])
def health_check(request):
    return Response({"status": "ok"})


@api_view(["POST"])
def register(request):
    data = request.data["user"]
    return Response(_user(profiles.register(data["username"], data["email"], data["password"])), status=201)


@api_view(["POST"])
def login(request):
    data = request.data["user"]
    return Response(_user(profiles.login(data["email"], data["password"])))


@api_view(["GET"])
def current_user(request):
    return Response(_user(_require(request)))


@api_view(["POST", "DELETE"])
def follow(request, username):
    me = _require(request)
    return Response({"profile": _profile(profiles.follow(me, username, request.method == "POST"), me)})


@api_view(["GET", "POST"])
def article_list(request):
    if request.method == "POST":
        me = _require(request)
        data = request.data["article"]
        created = articles.create(me, data["title"], data["description"], data["body"], data.get("tagList", []))
        return Response({"article": _article(created, me)}, status=201)
    q = request.query_params
    items, count = articles.listing(q.get("tag"), q.get("author"), q.get("favorited"),
                                    int(q.get("limit", 20)), int(q.get("offset", 0)))
    return Response({"articles": [_article(a, request.user) for a in items], "articlesCount": count})


@api_view(["GET", "DELETE"])
def article_detail(request, slug):
    if request.method == "DELETE":
        articles.delete(_require(request), slug)
        return Response(status=204)
    return Response({"article": _article(articles.get(slug), request.user)})


@api_view(["POST", "DELETE"])
def favorite(request, slug):
    me = _require(request)
    return Response({"article": _article(articles.favorite(me, slug, request.method == "POST"), me)})


@api_view(["GET"])
def tags(request):
    return Response({"tags": articles.all_tags()})
