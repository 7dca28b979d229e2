from rest_framework.response import Response
from rest_framework.views import APIView

from api.services import article_service
from api.views.auth import current_profile
from api.views.serializers import CommentSerializer


class CommentListCreateView(APIView):
    def get(self, request, slug):
        try:
            comments = article_service.list_comments(slug)
        except article_service.NotFound:
            return Response({"errors": {"article": ["not found"]}}, status=404)
        return Response({"comments": CommentSerializer(comments, many=True).data})

    def post(self, request, slug):
        profile = current_profile(request)
        if profile is None:
            return Response({"errors": {"token": ["required"]}}, status=401)
        try:
            article = article_service.get_article(slug)
        except article_service.NotFound:
            return Response({"errors": {"article": ["not found"]}}, status=404)
        serializer = CommentSerializer(data=request.data.get("comment", {}))
        serializer.is_valid(raise_exception=True)
        serializer.save(article=article, author=profile)
        return Response({"comment": serializer.data}, status=201)
