from django.db import connection
from django.http import JsonResponse

from blog.models import Tag


def health_check(request):
    connection.ensure_connection()
    return JsonResponse({"status": "ok"})


def tags(request):
    return JsonResponse({"tags": list(Tag.objects.values_list("name", flat=True).order_by("name"))})
