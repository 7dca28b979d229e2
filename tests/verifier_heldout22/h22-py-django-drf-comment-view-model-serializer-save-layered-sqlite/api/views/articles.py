from django.http import JsonResponse
from rest_framework.response import Response
from rest_framework.views import APIView

from api.services import article_service


def health_check(request):
    return JsonResponse({"status": "ok"})


class ArticleDetailView(APIView):
    def get(self, request, slug):
        try:
            a = article_service.get_article(slug)
        except article_service.NotFound:
            return Response({"errors": {"article": ["not found"]}}, status=404)
        return Response({"article": {"slug": a.slug, "title": a.title,
                                     "description": a.description, "body": a.body}})
