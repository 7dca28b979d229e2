from rest_framework import generics, status
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.articles.models import Article, Tag
from apps.articles.serializers import ArticleSerializer


class ArticleListCreate(generics.ListCreateAPIView):
    serializer_class = ArticleSerializer

    def get_queryset(self):
        qs = Article.objects.select_related("author").prefetch_related("tags")
        if tag := self.request.query_params.get("tag"):
            qs = qs.filter(tags__name=tag)
        if author := self.request.query_params.get("author"):
            qs = qs.filter(author__username=author)
        return qs

    def list(self, request, *args, **kwargs):
        qs = self.get_queryset()
        limit, offset = int(request.query_params.get("limit", 20)), int(request.query_params.get("offset", 0))
        data = ArticleSerializer(qs[offset:offset + limit], many=True).data
        return Response({"articles": data, "articlesCount": qs.count()})

    def create(self, request, *args, **kwargs):
        serializer = self.get_serializer(data=request.data.get("article", {}))
        serializer.is_valid(raise_exception=True)
        article = serializer.save(author=request.user)
        return Response({"article": ArticleSerializer(article).data}, status=status.HTTP_201_CREATED)


class ArticleDetail(generics.RetrieveDestroyAPIView):
    queryset = Article.objects.all()
    serializer_class = ArticleSerializer
    lookup_field = "slug"

    def retrieve(self, request, *args, **kwargs):
        return Response({"article": self.get_serializer(self.get_object()).data})


class TagList(APIView):
    permission_classes = []

    def get(self, request):
        return Response({"tags": list(Tag.objects.order_by("name").values_list("name", flat=True))})
