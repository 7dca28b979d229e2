from rest_framework.decorators import api_view
from rest_framework.response import Response

from api.services.article_service import ArticleService, ArticleNotFound
from api.services.user_service import UserService

articles = ArticleService()
users = UserService()


def viewer(request):
    header = request.headers.get("Authorization", "")
    return users.from_token(header[6:]) if header.startswith("Token ") else None


def article_json(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(t.name for t in a.tags.all()), "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(), "favorited": False, "favoritesCount": getattr(a, "favorites_count", 0),
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False}}


@api_view(["GET", "POST"])
def article_list(request):
    if request.method == "POST":
        user = viewer(request)
        if user is None:
            return Response({"errors": {"token": ["required"]}}, status=401)
        return Response({"article": article_json(articles.create(user, request.data.get("article", {})))}, status=201)
    q = request.query_params
    rows, total = articles.list(tag=q.get("tag"), author=q.get("author"), favorited=q.get("favorited"),
                                limit=int(q.get("limit", 20)), offset=int(q.get("offset", 0)))
    return Response({"articles": [article_json(a) for a in rows], "articlesCount": total})


@api_view(["GET"])
def article_detail(request, slug):
    try:
        return Response({"article": article_json(articles.get(slug))})
    except ArticleNotFound:
        return Response({"errors": {"article": ["not found"]}}, status=404)


@api_view(["GET"])
def tag_list(request):
    return Response({"tags": articles.tags()})


@api_view(["GET"])
def health(request):
    return Response({"status": "ok"})
