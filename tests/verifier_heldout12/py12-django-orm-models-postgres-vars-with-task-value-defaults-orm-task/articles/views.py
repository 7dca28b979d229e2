from django.contrib.auth.hashers import check_password, make_password
from django.db.models import Count
from django.utils.text import slugify
from rest_framework import status
from rest_framework.decorators import api_view
from rest_framework.response import Response

from articles.auth import make_token
from articles.models import Article, Tag, User


def user_payload(user):
    return {"user": {"email": user.email, "token": make_token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


def article_payload(article, viewer):
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": [t.name for t in article.tags.all()],
            "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
            "favorited": bool(viewer) and article.favorited_by.filter(pk=viewer.pk).exists(),
            "favoritesCount": article.fav_count,
            "author": {"username": article.author.username, "bio": article.author.bio,
                       "image": article.author.image,
                       "following": bool(viewer) and viewer.following.filter(pk=article.author_id).exists()}}


@api_view(["GET"])
def health_check(request):
    return Response({"status": "ok"})


@api_view(["POST"])
def register(request):
    data = request.data.get("user", {})
    if User.objects.filter(email=data.get("email")).exists():
        return Response({"errors": {"email": ["has already been taken"]}}, status=422)
    user = User.objects.create(username=data["username"], email=data["email"],
                               password=make_password(data["password"]))
    return Response(user_payload(user), status=status.HTTP_201_CREATED)


@api_view(["POST"])
def login(request):
    data = request.data.get("user", {})
    user = User.objects.filter(email=data.get("email")).first()
    if user is None or not check_password(data.get("password", ""), user.password):
        return Response({"errors": {"email or password": ["is invalid"]}}, status=401)
    return Response(user_payload(user))


@api_view(["GET", "POST"])
def articles(request):
    viewer = request.user
    if request.method == "POST":
        data = request.data["article"]
        article = Article.objects.create(slug=slugify(data["title"]), title=data["title"],
                                         description=data["description"], body=data["body"],
                                         author=viewer)
        article.tags.set([Tag.objects.get_or_create(name=n)[0] for n in data.get("tagList", [])])
        article.fav_count = 0
        return Response({"article": article_payload(article, viewer)}, status=201)
    qs = Article.objects.select_related("author").annotate(fav_count=Count("favorited_by"))
    if tag := request.query_params.get("tag"):
        qs = qs.filter(tags__name=tag)
    if author := request.query_params.get("author"):
        qs = qs.filter(author__username=author)
    limit = int(request.query_params.get("limit", 20))
    offset = int(request.query_params.get("offset", 0))
    return Response({"articles": [article_payload(a, viewer) for a in qs[offset:offset + limit]],
                     "articlesCount": qs.count()})


@api_view(["GET"])
def tags(request):
    return Response({"tags": list(Tag.objects.values_list("name", flat=True))})
