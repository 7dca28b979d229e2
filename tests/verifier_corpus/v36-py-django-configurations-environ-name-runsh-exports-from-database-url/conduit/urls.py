from django.http import JsonResponse
from django.urls import path

from articles.models import Tag


def health(request):
    return JsonResponse({"status": "ok"})


def tags(request):
    return JsonResponse({"tags": list(Tag.objects.order_by("name").values_list("name", flat=True))})


urlpatterns = [path("api/health-check", health), path("api/tags", tags)]
