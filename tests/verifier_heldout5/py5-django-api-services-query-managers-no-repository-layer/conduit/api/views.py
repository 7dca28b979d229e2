from rest_framework.response import Response
from rest_framework.views import APIView

from conduit.services import comments, tags


class HealthCheck(APIView):
    def get(self, request):
        return Response({"status": "ok"})


class TagList(APIView):
    def get(self, request):
        return Response({"tags": tags.all_tag_names()})


class CommentList(APIView):
    def get(self, request, slug: str):
        try:
            items = comments.comments_for(slug)
        except comments.ArticleMissing:
            return Response({"errors": {"article": ["not found"]}}, status=404)
        return Response({"comments": [
            {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(),
             "author": {"username": c.author.username}} for c in items
        ]})
