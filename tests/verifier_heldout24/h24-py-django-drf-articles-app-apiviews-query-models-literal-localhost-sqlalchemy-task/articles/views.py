import uuid

from django.db.models import Count, Exists, OuterRef
from django.utils.text import slugify
from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from .auth import user_from_request
from .models import Article, Tag
from .serializers import ArticleSerializer


class ArticleListView(APIView):
    def get(self, request):
        qs = Article.objects.select_related("author").prefetch_related("tags").annotate(favorites_count=Count("favorited_by"))
        viewer = user_from_request(request)
        if viewer is not None:
            qs = qs.annotate(favorited=Exists(Article.favorited_by.through.objects.filter(article_id=OuterRef("pk"), user_id=viewer.id)))
        for key, lookup in (("tag", "tags__name"), ("author", "author__username"), ("favorited", "favorited_by__username")):
            if request.query_params.get(key):
                qs = qs.filter(**{lookup: request.query_params[key]})
        limit = int(request.query_params.get("limit", 20))
        offset = int(request.query_params.get("offset", 0))
        data = ArticleSerializer(qs[offset:offset + limit], many=True, context={"viewer": viewer}).data
        return Response({"articles": data, "articlesCount": qs.count()})

    def post(self, request):
        viewer = user_from_request(request)
        if viewer is None:
            return Response({"errors": {"token": ["required"]}}, status=status.HTTP_401_UNAUTHORIZED)
        payload = request.data.get("article", {})
        article = Article.objects.create(author=viewer, title=payload["title"], description=payload["description"],
                                         body=payload["body"], slug=f"{slugify(payload['title'])}-{uuid.uuid4().hex[:6]}")
        article.tags.set([Tag.objects.get_or_create(name=n)[0] for n in payload.get("tagList", [])])
        return Response({"article": ArticleSerializer(article, context={"viewer": viewer}).data}, status=201)


class TagListView(APIView):
    def get(self, request):
        return Response({"tags": list(Tag.objects.values_list("name", flat=True).distinct())})


class HealthView(APIView):
    def get(self, request):
        return Response({"status": "ok"})
