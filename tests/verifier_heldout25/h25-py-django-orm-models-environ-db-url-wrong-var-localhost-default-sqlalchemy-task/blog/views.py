import uuid

from django.contrib.auth.hashers import check_password, make_password
from django.shortcuts import get_object_or_404
from django.utils.text import slugify
from rest_framework import status
from rest_framework.decorators import api_view
from rest_framework.response import Response

from .auth import make_token
from .models import Article, Author, Tag


def user_payload(a: Author) -> dict:
    return {"user": {"email": a.email, "token": make_token(a), "username": a.username, "bio": a.bio, "image": a.image}}


def article_payload(article: Article, viewer) -> dict:
    following = bool(viewer) and viewer.following.filter(pk=article.author_id).exists()
    return {
        "slug": article.slug, "title": article.title, "description": article.description, "body": article.body,
        "tagList": sorted(article.tags.values_list("name", flat=True)),
        "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
        "favorited": False, "favoritesCount": 0,
        "author": {"username": article.author.username, "bio": article.author.bio, "image": article.author.image,
                   "following": following},
    }


@api_view(["GET"])
def health(request):
    return Response({"status": "ok"})


@api_view(["POST"])
def register(request):
    data = request.data.get("user") or {}
    if Author.objects.filter(email=data.get("email")).exists() or Author.objects.filter(
        username=data.get("username")
    ).exists():
        return Response({"errors": {"body": ["already taken"]}}, status=status.HTTP_409_CONFLICT)
    author = Author.objects.create(
        username=data["username"], email=data["email"], password=make_password(data["password"])
    )
    return Response(user_payload(author), status=status.HTTP_201_CREATED)


@api_view(["POST"])
def login(request):
    data = request.data.get("user") or {}
    author = Author.objects.filter(email=data.get("email")).first()
    if author is None or not check_password(data.get("password", ""), author.password):
        return Response({"errors": {"body": ["invalid credentials"]}}, status=status.HTTP_401_UNAUTHORIZED)
    return Response(user_payload(author))


@api_view(["GET", "POST"])
def articles(request):
    if request.method == "POST":
        if request.user is None:
            return Response({"errors": {"body": ["unauthorized"]}}, status=status.HTTP_401_UNAUTHORIZED)
        data = request.data.get("article") or {}
        article = Article.objects.create(
            slug=f"{slugify(data['title'])}-{uuid.uuid4().hex[:6]}", title=data["title"],
            description=data["description"], body=data["body"], author=request.user,
        )
        article.tags.set([Tag.objects.get_or_create(name=n)[0] for n in data.get("tagList", [])])
        return Response({"article": article_payload(article, request.user)}, status=status.HTTP_201_CREATED)
    qs = Article.objects.select_related("author")
    if tag := request.query_params.get("tag"):
        qs = qs.filter(tags__name=tag)
    if author := request.query_params.get("author"):
        qs = qs.filter(author__username=author)
    limit, offset = int(request.query_params.get("limit", 20)), int(request.query_params.get("offset", 0))
    return Response({
        "articles": [article_payload(a, request.user) for a in qs[offset:offset + limit]],
        "articlesCount": qs.count(),
    })


@api_view(["GET"])
def article_detail(request, slug):
    return Response({"article": article_payload(get_object_or_404(Article, slug=slug), request.user)})


@api_view(["GET"])
def tags(request):
    return Response({"tags": list(Tag.objects.order_by("name").values_list("name", flat=True))})
