from rest_framework import mixins, permissions, status, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response
from rest_framework.views import APIView

from .models import Article, Tag
from .serializers import ArticleSerializer


class ArticleViewSet(mixins.CreateModelMixin, mixins.RetrieveModelMixin, mixins.ListModelMixin,
                     mixins.DestroyModelMixin, viewsets.GenericViewSet):
    queryset = Article.objects.select_related("author").prefetch_related("tags")
    serializer_class = ArticleSerializer
    lookup_field = "slug"

    def get_queryset(self):
        qs = super().get_queryset()
        params = self.request.query_params
        if params.get("tag"):
            qs = qs.filter(tags__name=params["tag"])
        if params.get("author"):
            qs = qs.filter(author__username=params["author"])
        if params.get("favorited"):
            qs = qs.filter(favorited_by__username=params["favorited"])
        return qs

    def list(self, request, *args, **kwargs):
        qs = self.get_queryset()
        limit, offset = int(request.query_params.get("limit", 20)), int(request.query_params.get("offset", 0))
        data = self.get_serializer(qs[offset:offset + limit], many=True).data
        return Response({"articles": data, "articlesCount": qs.count()})

    def create(self, request, *args, **kwargs):
        serializer = self.get_serializer(data=request.data.get("article", {}))
        serializer.is_valid(raise_exception=True)
        article = serializer.save(author=request.user)
        return Response({"article": self.get_serializer(article).data}, status=status.HTTP_201_CREATED)

    def retrieve(self, request, *args, **kwargs):
        return Response({"article": self.get_serializer(self.get_object()).data})

    @action(detail=True, methods=["post", "delete"], permission_classes=[permissions.IsAuthenticated])
    def favorite(self, request, slug=None):
        article = self.get_object()
        if request.method == "POST":
            article.favorited_by.add(request.user)
        else:
            article.favorited_by.remove(request.user)
        return Response({"article": self.get_serializer(article).data})


class TagListView(APIView):
    permission_classes = [permissions.AllowAny]

    def get(self, request):
        return Response({"tags": list(Tag.objects.order_by("name").values_list("name", flat=True))})
