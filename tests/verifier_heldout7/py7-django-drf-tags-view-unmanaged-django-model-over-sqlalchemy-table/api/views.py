from rest_framework.response import Response
from rest_framework.views import APIView
from sqlalchemy import func, select

from api.db import Session
from api.models import Tag
from api.tables import ArticleRow, TagRow, UserRow


def article_json(a: ArticleRow) -> dict:
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": sorted(t.name for t in a.tags), "createdAt": a.created_at.isoformat(),
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False},
    }


class HealthView(APIView):
    def get(self, request):
        return Response({"status": "ok"})


class TagListView(APIView):
    def get(self, request):
        names = Tag.objects.order_by("name").values_list("name", flat=True)
        return Response({"tags": list(names)})


class ArticleListView(APIView):
    def get(self, request):
        limit = int(request.query_params.get("limit", 20))
        offset = int(request.query_params.get("offset", 0))
        stmt = select(ArticleRow)
        if tag := request.query_params.get("tag"):
            stmt = stmt.where(ArticleRow.tags.any(TagRow.name == tag))
        if author := request.query_params.get("author"):
            stmt = stmt.where(ArticleRow.author.has(UserRow.username == author))
        with Session() as s:
            total = s.scalar(select(func.count()).select_from(stmt.subquery()))
            rows = s.scalars(stmt.order_by(ArticleRow.created_at.desc()).limit(limit).offset(offset)).all()
            return Response({"articles": [article_json(a) for a in rows], "articlesCount": total})


class ProfileView(APIView):
    def get(self, request, username: str):
        with Session() as s:
            user = s.scalar(select(UserRow).where(UserRow.username == username))
        if user is None:
            return Response({"errors": {"profile": ["not found"]}}, status=404)
        return Response({"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": False}})
