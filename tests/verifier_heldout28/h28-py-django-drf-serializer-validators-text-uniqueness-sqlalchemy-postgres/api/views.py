import re

import bcrypt
from rest_framework.response import Response
from rest_framework.views import APIView
from sqlalchemy import func, select

from api.auth import issue_token
from api.db import Session
from api.serializers import ArticleInputSerializer, RegistrationSerializer
from api.tables import Article, Tag, User


def _user(user):
    return {"user": {"email": user.email, "token": issue_token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


def _article(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(t.name for t in a.tags), "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(), "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


class HealthCheck(APIView):
    authentication_classes = []

    def get(self, request):
        return Response({"status": "ok"})


class Users(APIView):
    def post(self, request):
        serializer = RegistrationSerializer(data=request.data.get("user") or {})
        if not serializer.is_valid():
            return Response({"errors": serializer.errors}, status=422)
        return Response(_user(serializer.save()), status=201)


class Login(APIView):
    def post(self, request):
        data = request.data.get("user") or {}
        user = Session.scalar(select(User).where(User.email == data.get("email", "")))
        if user is None or not bcrypt.checkpw(data.get("password", "").encode(), user.password_hash.encode()):
            return Response({"errors": {"email or password": ["is invalid"]}}, status=401)
        return Response(_user(user))


class Articles(APIView):
    def get(self, request):
        stmt = select(Article)
        if tag := request.query_params.get("tag"):
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author := request.query_params.get("author"):
            stmt = stmt.where(Article.author.has(User.username == author))
        total = Session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = Session.scalars(stmt.order_by(Article.created_at.desc())
                               .limit(int(request.query_params.get("limit", 20)))
                               .offset(int(request.query_params.get("offset", 0)))).all()
        return Response({"articles": [_article(a) for a in rows], "articlesCount": total})

    def post(self, request):
        if request.user is None:
            return Response({"errors": {"token": ["is missing"]}}, status=401)
        serializer = ArticleInputSerializer(data=request.data.get("article") or {})
        if not serializer.is_valid():
            return Response({"errors": serializer.errors}, status=422)
        data = serializer.validated_data
        article = Article(slug=re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-"), title=data["title"],
                          description=data["description"], body=data["body"], author_id=request.user.id)
        article.tags = [Session.scalar(select(Tag).where(Tag.name == n)) or Tag(name=n)
                        for n in dict.fromkeys(data["tagList"])]
        Session.add(article)
        Session.commit()
        return Response({"article": _article(Session.get(Article, article.id))}, status=201)


class Tags(APIView):
    def get(self, request):
        return Response({"tags": list(Session.scalars(select(Tag.name).order_by(Tag.name)))})
