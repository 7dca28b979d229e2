from django.http import JsonResponse
from rest_framework.response import Response
from rest_framework.views import APIView
from tags.models import Tag


def health(request):
    return JsonResponse({"status": "ok"})


class TagList(APIView):
    authentication_classes = []
    permission_classes = []

    def get(self, request):
        return Response({"tags": list(Tag.objects.order_by("name").values_list("name", flat=True))})
