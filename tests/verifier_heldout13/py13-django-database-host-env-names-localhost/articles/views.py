from django.http import JsonResponse
from rest_framework.decorators import api_view

from articles.models import Tag


@api_view(["GET"])
def health_check(request):
    return JsonResponse({"status": "ok"})


@api_view(["GET"])
def tags(request):
    return JsonResponse({"tags": list(Tag.objects.order_by("name").values_list("name", flat=True))})
